import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { generateContracts } from '../contracts/tooling/generate-contracts';

const files = await generateContracts();
for (const [file, content] of files) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
