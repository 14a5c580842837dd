//! The roller: the seeded generator (`Pcg32`) and the source a request's dice come from
//! (`Dice`: scripted faces first, by purpose then in order, then the seed), which records
//! every die it hands out. The stream is fixed: see the folder's summary (`dice`).

use super::dice_spec::check_faces;
use super::{DiceSpec, DieRecord, Purpose, MAX_DICE_PER_REQUEST, MAX_SCRIPTED_ROLLS, MAX_SEED};
use crate::error::{Error, Result};

/// PCG-XSH-RR 64/32 from `rand_pcg` (its `Pcg32`), seeded as the reference
/// `pcg32_srandom(seed, stream)`; the face mapping below is the engine's own.
#[derive(Debug, Clone)]
pub struct Pcg32(rand_pcg::Pcg32);

impl Pcg32 {
    /// `pcg32_srandom_r(seed, stream)` from the reference implementation (`rand_pcg`'s
    /// `Pcg32::new` adds the stream's increment and steps once, which is the same).
    #[inline(always)]
    pub fn new(seed: u64, stream: u64) -> Self {
        Pcg32(rand_pcg::Pcg32::new(seed, stream))
    }

    #[inline(always)]
    pub fn from_seed(seed: u64) -> Self {
        Pcg32::new(seed, 54)
    }

    #[inline(always)]
    pub fn next_u32(&mut self) -> u32 {
        rand_core::RngCore::next_u32(&mut self.0)
    }

    /// A uniform face in `1..=sides` (sides >= 1), without modulo bias.
    #[inline(always)]
    pub fn face(&mut self, sides: u32) -> u32 {
        let n = sides.max(1);
        let threshold = n.wrapping_neg() % n;
        loop {
            let r = self.next_u32();
            if r >= threshold {
                return r % n + 1;
            }
        }
    }
}

/// The faces scripted for one purpose, and how many have been used.
#[derive(Clone)]
struct Queue {
    purpose: Purpose,
    faces: Vec<u32>,
    pos: usize,
}

#[derive(Clone)]
pub struct Dice {
    script: Vec<u32>,
    pos: usize,
    by_purpose: Vec<Queue>,
    seed: Option<u64>,
    rng: Option<Pcg32>,
    record: Vec<DieRecord>,
    recording: bool,
    count: usize,
    /// The hit the next dice belong to, for the record.
    pub current_hit: Option<u32>,
}

/// Whether a request with these dice draws its seed from the host's entropy: it gives
/// neither a seed nor scripted faces (`Dice::from_spec`, and analysis's seed).
pub fn needs_entropy(spec: Option<&DiceSpec>) -> bool {
    spec.is_none_or(|d| d.seed.is_none() && !d.scripts_faces())
}

impl Dice {
    /// Builds the source a request asked for. `entropy` is used as the seed only when the
    /// request gives neither a seed nor rolls (the host supplies it; the core has no I/O).
    pub fn from_spec(spec: Option<&DiceSpec>, entropy: u64) -> Result<Dice> {
        let empty = DiceSpec::default();
        let spec = spec.unwrap_or(&empty);
        if let Some(s) = spec.seed {
            if s > MAX_SEED {
                return Err(Error::invalid("dice.seed", "must be an integer from 0 to 2^53-1"));
            }
        }
        let scripted = spec.rolls.len() + spec.by_purpose.values().map(Vec::len).sum::<usize>();
        if scripted > MAX_SCRIPTED_ROLLS {
            let path = if spec.by_purpose.is_empty() { "dice.rolls" } else { "dice" };
            return Err(Error::invalid(
                path,
                "too many scripted faces (at most 10000 in rolls and byPurpose together)",
            ));
        }
        check_faces(&spec.rolls, "dice.rolls")?;
        let mut queues = Vec::new();
        for (name, faces) in &spec.by_purpose {
            let path = format!("dice.byPurpose.{name}");
            let Some(purpose) = Purpose::parse(name) else {
                let known = Purpose::ALL.map(Purpose::as_str);
                return Err(Error::invalid(&path, &crate::error::suggest::unknown_name("purpose", name, known)));
            };
            check_faces(faces, &path)?;
            queues.push(Queue { purpose, faces: faces.clone(), pos: 0 });
        }
        let seed = match (spec.seed, spec.scripts_faces()) {
            (Some(s), _) => Some(s),
            (None, false) => Some(entropy & MAX_SEED),
            (None, true) => None,
        };
        let mut dice = Dice::new(spec.rolls.clone(), seed);
        dice.by_purpose = queues;
        Ok(dice)
    }

    pub fn new(script: Vec<u32>, seed: Option<u64>) -> Dice {
        Dice {
            script,
            pos: 0,
            by_purpose: Vec::new(),
            seed,
            rng: seed.map(Pcg32::from_seed),
            record: Vec::new(),
            recording: true,
            count: 0,
            current_hit: None,
        }
    }

    /// A source that goes on from `rng` where its stream stands (no script, no record,
    /// no seed to report): the flat analysis trial hands the rest of a trial's dice to the
    /// engine's steps this way.
    pub fn continuing(rng: Pcg32) -> Dice {
        Dice { rng: Some(rng), ..Dice::new(Vec::new(), None) }.without_record()
    }

    /// The seeded stream itself, for a caller that draws faces as `Pcg32::face` draws them
    /// and counts them on its own (`rolled` does not see them).
    pub fn rng_mut(&mut self) -> Option<&mut Pcg32> {
        self.rng.as_mut()
    }

    pub fn seeded(seed: u64) -> Dice {
        Dice::new(Vec::new(), Some(seed))
    }

    pub fn scripted(rolls: &[u32]) -> Dice {
        Dice::new(rolls.to_vec(), None)
    }

    /// The scripted faces (`rolls`) it was made with.
    pub fn into_script(self) -> Vec<u32> {
        self.script
    }

    /// Turns recording off (Monte Carlo runs do not keep every die).
    pub fn without_record(mut self) -> Dice {
        self.recording = false;
        self
    }

    /// The seed in use (given, or drawn from entropy), if any.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// How many dice have been rolled so far.
    pub fn rolled(&self) -> usize {
        self.count
    }

    pub fn take_record(&mut self) -> Vec<DieRecord> {
        std::mem::take(&mut self.record)
    }

    /// Rolls one die with `sides` faces for `purpose`. Scripted faces come first.
    #[crate::hot]
    pub fn roll(&mut self, sides: u32, purpose: Purpose) -> Result<u32> {
        self.count += 1;
        if self.count > MAX_DICE_PER_REQUEST {
            return Err(Error::limit("dice", "the request needs more than 100000 dice, the most one request may roll"));
        }
        let queued = self.by_purpose.iter_mut().find(|q| q.purpose == purpose).and_then(|q| {
            let f = *q.faces.get(q.pos)?;
            q.pos += 1;
            Some((f, q.pos - 1))
        });
        let face = if let Some((f, i)) = queued {
            if f > sides {
                return Err(Error::invalid(
                    &format!("dice.byPurpose.{}[{i}]", purpose.as_str()),
                    &format!("face {f} cannot come up on the d{sides} rolled for '{}'", purpose.as_str()),
                ));
            }
            f
        } else if let Some(&f) = self.script.get(self.pos) {
            if f == 0 || f > sides {
                return Err(Error::invalid(
                    &format!("dice.rolls[{}]", self.pos),
                    &format!("face {f} cannot come up on the d{sides} rolled for '{}'", purpose.as_str()),
                ));
            }
            self.pos += 1;
            f
        } else if let Some(rng) = self.rng.as_mut() {
            rng.face(sides)
        } else {
            return Err(Error::exhausted(purpose, sides));
        };
        if self.recording {
            self.record.push(DieRecord { purpose, sides, face, value: None, hit: self.current_hit });
        }
        Ok(face)
    }

    pub fn d100(&mut self, purpose: Purpose) -> Result<u32> {
        self.roll(100, purpose)
    }

    pub fn d10(&mut self, purpose: Purpose) -> Result<u32> {
        self.roll(10, purpose)
    }

    /// A d5: a d10 face halved, rounding up. Returns (d10 face, value).
    pub fn d5(&mut self, purpose: Purpose) -> Result<(u32, u32)> {
        let face = self.roll(10, purpose)?;
        let value = face.div_ceil(2);
        if self.recording {
            if let Some(last) = self.record.last_mut() {
                last.value = Some(value);
            }
        }
        Ok((face, value))
    }

    /// Rolls a die of a damage expression: a d5 is a halved d10, others are native.
    /// Returns (natural face, value).
    #[crate::hot]
    pub fn die(&mut self, sides: u32, purpose: Purpose) -> Result<(u32, u32)> {
        if sides == 5 {
            self.d5(purpose)
        } else {
            let f = self.roll(sides, purpose)?;
            Ok((f, f))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pcg32_matches_the_reference_stream() {
        // pcg32-demo, pcg32_srandom_r(42, 54): the first six outputs.
        let mut r = Pcg32::new(42, 54);
        let got: Vec<u32> = (0..6).map(|_| r.next_u32()).collect();
        assert_eq!(got, vec![0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e]);
    }
}
