/** Runs the fake market provider as its own process (for the end-to-end suite and local benches). */
import { startFakeMarketProvider } from './fake-market-provider';

const provider = await startFakeMarketProvider(Number(process.env.FAKE_MARKET_PORT ?? 5056));
console.log(`fake market provider on ${provider.url}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
