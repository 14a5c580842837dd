//! The record an engine call keeps as it runs: the log lines with the step that wrote each,
//! and whether anything beyond the statistics is kept (`Record::Full` for a whole outcome,
//! `Record::Stats` for analysis). Every domain writes through it, so it lives here,
//! below them all.

use super::LogStep;

/// What one run of the attack keeps beside the dice it rolls. Every rule runs the same code
/// for both; a step that builds something only a reader of the whole outcome needs (the
/// log, the named modifiers of a test, the list of strikes, names) asks `Log::full` first.
/// (It was a type parameter, so that the analysis's copy of the engine had that work
/// compiled away; the engine was then compiled twice, 50 KB of the `.wasm` before
/// `wasm-opt`, for a check that costs a predictable branch.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Record {
    /// Keeps everything: `resolveAttack`.
    Full,
    /// Keeps what analysis counts and nothing else: no log, no modifier lists or labels, no
    /// list of strikes. Only what the statistics read is exact: whether each hit landed,
    /// its damage total, wounds, criticals and Righteous Fury, what its qualities dealt
    /// afterwards, the jam, and the target's final state; the rest may be left empty.
    Stats,
}

/// The log of one attack; when it is off nothing is formatted (always off with
/// `Record::Stats`). Each line carries the stable id of the step that wrote it (`steps`,
/// parallel to `lines`: `test`, `hits`, `damage`...), so a host can group or translate the
/// log.
pub struct Log {
    pub lines: Vec<String>,
    on: bool,
    full: bool,
    /// The step now writing (see `LogStep`).
    pub step: LogStep,
    pub steps: Vec<LogStep>,
}

impl Log {
    /// The log of a run that keeps the whole outcome, written when `on`.
    pub fn new(on: bool) -> Log {
        Log::of(Record::Full, on)
    }

    /// The log of a run that keeps `record`, written when `on` (and the run keeps
    /// everything).
    pub fn of(record: Record, on: bool) -> Log {
        let full = record == Record::Full;
        // A written log has a dozen lines or so: room for them from the start, rather than
        // each list growing four times.
        let (lines, steps) =
            if full && on { (Vec::with_capacity(16), Vec::with_capacity(16)) } else { (Vec::new(), Vec::new()) };
        Log { lines, on: full && on, full, step: LogStep::Setup, steps }
    }

    /// A run for analysis: nothing written, nothing kept but the statistics.
    pub fn stats() -> Log {
        Log::of(Record::Stats, false)
    }

    /// Whether the run keeps the whole outcome (`Record::Full`).
    #[inline(always)]
    pub fn full(&self) -> bool {
        self.full
    }

    /// Whether lines are written: never for `Record::Stats`.
    #[inline(always)]
    pub fn on(&self) -> bool {
        self.on
    }

    /// Adds a line, from the step now writing.
    #[crate::hot]
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
        if self.full {
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
