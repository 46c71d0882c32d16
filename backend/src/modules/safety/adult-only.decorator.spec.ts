import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { getMetadataStorage } from 'class-validator';

import { adultOnlyFields } from './adult-only.decorator';

/**
 * Every text field of every request DTO is either marked @AdultOnly (checked by the global guard) or
 * listed here as text that never reaches a prompt or a character: a new endpoint cannot forget the check.
 */
const NOT_PROSE: Record<string, string[]> = {
  FluxGenerateDto: ['imageBase64'],
  VideoGenerateDto: ['image'],
  GifGenerateDto: ['image'],
  FaceSwapDto: ['input_image', 'swap_image'],
  RemoveBackgroundDto: ['image'],
  UpscaleDto: ['imageBase64'],
  CredentialsDto: ['username', 'password'],
  // passwords, asked again before the account changes or goes
  ChangePasswordDto: ['current', 'next'],
  ConfirmPasswordDto: ['password'],
  SendMessageDto: ['girlId'],
  GirlIdDto: ['girlId'],
  // the wizard asks which answers would be refused: the answer says so, nothing is refused or stored
  PolicyCheckDto: ['texts'],
  // a report's note is read by an admin; a reporter describing a minor must not be refused
  ReportDto: ['note'],
  // a wallet address, and the sign-in message the server wrote itself (checked against it, word for word)
  WalletNonceRequestDto: ['address'],
  LinkWalletDto: ['address', 'message'],
  // the name shown with a person's feed posts: a label like a username, never part of a prompt or a character
  PublicNameDto: ['publicName'],
  // a browser's push subscription: the push service's URL and its keys
  PushSubscriptionDto: ['endpoint'],
  PushKeysDto: ['p256dh', 'auth'],
  PushUnsubscribeDto: ['endpoint'],
};
/**
 * Prose the service itself runs through the same policy, because its 422 names the field
 * (test/cards-import.test.ts proves every one of these is refused).
 */
const CHECKED_BY_SERVICE: Record<string, string[]> = {
  CardOverridesDto: ['eyes', 'mouth', 'nose', 'hair', 'body', 'skin'],
  ImportCardDto: ['card'],
};
const ANY_DTO_NOT_PROSE = [
  'wallet',
  'signature',
  'reference',
  'girlId',
  'id',
  'cursor',
  'preset',
  'style',
  'aspectRatio',
];

function dtoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dtoFiles(path);
    return name.endsWith('.dto.ts') ? [path] : [];
  });
}

const classes = dtoFiles(join(__dirname, '..')).flatMap((file) =>
  Object.values(jest.requireActual<Record<string, unknown>>(file))
    // a record of classes (the tools' bodies, built from the catalogue) counts as its classes
    .flatMap((v) => (v && typeof v === 'object' ? Object.values(v as Record<string, unknown>) : [v]))
    .filter((v): v is new () => unknown => typeof v === 'function'),
);

function textFields(type: new () => unknown): string[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  return [
    ...new Set(
      metas.filter((m) => m.name === 'isString' || m.constraintCls?.name === 'IsString').map((m) => m.propertyName),
    ),
  ];
}

describe('@AdultOnly coverage', () => {
  it('finds the request DTOs of the text surfaces', () => {
    const names = classes.map((c) => c.name);
    for (const name of [
      'CreateGirlDto',
      'PicsRequestDto',
      'SendMessageDto',
      'FluxGenerateDto',
      'VideoGenerateDto',
      'GifGenerateDto',
      'UpscaleDto',
    ])
      expect(names).toContain(name);
    // the text fields are seen (else the check below could not fail)
    expect(textFields(classes.find((c) => c.name === 'PicsRequestDto')!)).toEqual(['modifiers']);
  });

  it.each(classes.map((c) => [c.name, c] as const))('%s: every text field is checked or is not prose', (name, type) => {
    const marked = new Set(adultOnlyFields(type).map((f) => f.property));
    const unchecked = textFields(type).filter(
      (f) =>
        !marked.has(f) &&
        !(NOT_PROSE[name] ?? []).includes(f) &&
        !(CHECKED_BY_SERVICE[name] ?? []).includes(f) &&
        !ANY_DTO_NOT_PROSE.includes(f),
    );
    expect(unchecked).toEqual([]);
  });

  it('reads chat text in chat mode and the picture surfaces in prompt mode', () => {
    const modes = (name: string) =>
      adultOnlyFields(classes.find((c) => c.name === name)).map((f) => `${f.property}:${f.mode}`);
    expect(modes('SendMessageDto')).toEqual(['newUserMessage:chat']);
    expect(modes('CreateGirlDto')).toEqual(
      expect.arrayContaining(['name:prompt', 'hair:prompt', 'personality:character']),
    );
    expect(modes('VideoGenerateDto')).toEqual(['prompt:prompt', 'negative_prompt:prompt']);
  });
});
