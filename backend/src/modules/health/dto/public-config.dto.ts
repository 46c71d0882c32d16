import { ApiProperty } from '@nestjs/swagger';

import type { PublicConfig, SolanaCluster } from '../../../contracts';

class SolanaConfigDto {
  @ApiProperty({ enum: ['devnet', 'testnet', 'mainnet-beta', 'custom'], example: 'devnet' })
  cluster: SolanaCluster;
  @ApiProperty({ example: 'https://api.devnet.solana.com', description: "the browser wallet's JSON-RPC endpoint" })
  rpcUrl: string;
}

export class PublicConfigDto implements PublicConfig {
  @ApiProperty({ type: SolanaConfigDto }) solana: SolanaConfigDto;
}

export class LivezDto {
  @ApiProperty({ example: 'ok' }) status: 'ok';
}
