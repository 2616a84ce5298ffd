/**
 * A Playwright reporter that ends every run with one line about flaky tests — those that failed and then
 * passed on a retry (CI allows one) — naming each, so that a retry never hides an unsteady test.
 */
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';

export default class FlakySummary implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const flaky = (this.suite?.allTests() ?? []).filter((t) => t.outcome() === 'flaky');
    const names = flaky.map((t) => t.titlePath().filter(Boolean).join(' › '));
    process.stdout.write(
      flaky.length === 0
        ? 'Flaky tests (passed only on a retry): none\n'
        : `Flaky tests (passed only on a retry): ${flaky.length}\n${names.map((n) => `  ${n}\n`).join('')}`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
