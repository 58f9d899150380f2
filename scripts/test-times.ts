/**
 * `npm run test:times [-- REPORT [COUNT]]`
 *
 * Reads a vitest JSON report (default .tmp/vitest-report.json, written by every `vitest run`) and prints
 * the run's wall time, the sum of its files' times and its slowest files, each with its slowest test:
 * how a suite that grew slow on a slower machine is traced to the files that cause it (issue 33).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Assertion {
  readonly title: string;
  readonly status: string;
  readonly duration?: number | null;
}

interface FileResult {
  readonly name: string;
  readonly status: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly assertionResults: readonly Assertion[];
}

interface Report {
  readonly startTime: number;
  readonly numTotalTests: number;
  readonly numFailedTests: number;
  readonly testResults: readonly FileResult[];
}

function summarise(report: Report, count: number, root = process.cwd()): string[] {
  const files = report.testResults.map((file) => {
    const slowest = [...file.assertionResults].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0];
    return { name: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, slowest };
  });
  files.sort((a, b) => b.seconds - a.seconds);
  const end = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime));
  const sum = files.reduce((total, file) => total + file.seconds, 0);
  const lines = [
    `${report.numTotalTests} tests (${report.numFailedTests} failed) in ${files.length} files: ` +
      `${((end - report.startTime) / 1000).toFixed(1)} s of wall time, ${sum.toFixed(1)} s summed over files`,
  ];
  for (const file of files.slice(0, count)) {
    const test = file.slowest
      ? ` (slowest: ${((file.slowest.duration ?? 0) / 1000).toFixed(1)} s ${file.slowest.title})`
      : '';
    lines.push(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}${test}`);
  }
  return lines;
}

if (import.meta.main) {
  const [path = '.tmp/vitest-report.json', count = '25'] = process.argv.slice(2);
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const line of summarise(report, Number(count))) console.log(line);
}
