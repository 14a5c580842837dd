//! The record an engine call keeps as it runs: the log lines with the step that wrote each,
//! and the recorder that says whether anything beyond the statistics is kept (`Full` for a
//! whole outcome, `Stats` for analysis). Every domain writes through it, so it lives here,
//! below them all.

use super::LogStep;

/// What one run of the attack keeps beside the dice it rolls. Every rule runs the same code
/// for every recorder; a step that builds something only a reader of the whole outcome
/// needs (the log, the named modifiers of a test, the list of strikes, names) asks
/// `R::FULL` first, a constant, so that with `Stats` the work is compiled away rather than
/// checked at run time.
pub trait Record: 'static {
    /// Whether the outcome carries everything `resolveAttack` returns. When false (analysis)
    /// only what the statistics read is exact: whether each hit landed, its damage total,
    /// wounds, criticals and Righteous Fury, what its qualities dealt afterwards, the jam,
    /// and the target's final state; the rest may be left empty.
    const FULL: bool;
}

/// Keeps everything: `resolveAttack`.
pub enum Full {}

impl Record for Full {
    const FULL: bool = true;
}

/// Keeps what analysis counts and nothing else: no log, no modifier lists or labels, no
/// list of strikes.
pub enum Stats {}

impl Record for Stats {
    const FULL: bool = false;
}

/// The log of one attack; when it is off nothing is formatted (always off with the `Stats`
/// recorder). Each line carries the stable id of the step that wrote it (`steps`, parallel
/// to `lines`: `test`, `hits`, `damage`...), so a host can group or translate the log.
pub struct Log<R: Record = Full> {
    pub lines: Vec<String>,
    on: bool,
    /// The step now writing (see `LogStep`).
    pub step: LogStep,
    pub steps: Vec<LogStep>,
    record: std::marker::PhantomData<R>,
}

impl<R: Record> Log<R> {
    pub fn new(on: bool) -> Log<R> {
        Log { lines: Vec::new(), on, step: LogStep::Setup, steps: Vec::new(), record: std::marker::PhantomData }
    }

    /// Whether lines are written: a constant false with the `Stats` recorder.
    #[inline(always)]
    pub fn on(&self) -> bool {
        R::FULL && self.on
    }

    /// Adds a line, from the step now writing.
    pub fn push(&mut self, line: String) {
        self.lines.push(line);
        self.steps.push(self.step);
    }

    pub fn extend(&mut self, lines: impl IntoIterator<Item = String>) {
        for l in lines {
            self.push(l);
        }
    }

    /// Starts a step: the lines that follow carry its id.
    #[inline(always)]
    pub fn at(&mut self, step: LogStep) {
        if R::FULL {
            self.step = step;
        }
    }
}

/// Writes a log line only when the log is on.
macro_rules! note {
    ($log:expr, $($arg:tt)*) => {
        if $log.on() {
            $log.push(format!($($arg)*));
        }
    };
}
