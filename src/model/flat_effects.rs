//! How an injury (`Effect`) and a custom critical's effect (`CustomEffect`) are read: as one
//! flat object whose `type` says which fields it carries (`json::flat_tagged`), rather than
//! with a derived reader for each of their variants. The lists below are the variants in
//! the enums' order, each with its fields in their order; `tests/tagged_objects.rs` reads
//! every variant both ways and compares.

use serde::de::{self, Deserialize, Deserializer};

use super::*;
use crate::json::flat_tagged::{self, need, Flat};

/// Reads one field into its slot.
fn put<'de, T: Deserialize<'de>, D: Deserializer<'de>>(slot: &mut Option<T>, d: D) -> Result<(), D::Error> {
    *slot = Some(T::deserialize(d)?);
    Ok(())
}

/// Reads a field that may be `null` (an optional field of its variant).
fn put_opt<'de, T: Deserialize<'de>, D: Deserializer<'de>>(slot: &mut Option<T>, d: D) -> Result<(), D::Error> {
    *slot = Option::<T>::deserialize(d)?;
    Ok(())
}

/// Every field an `Effect` read from a request may have.
#[derive(Default)]
pub struct EffectFields {
    levels: Option<u32>,
    rounds: Option<u32>,
    duration: Option<Duration>,
    modifier: Option<i32>,
    scope: Option<Scope>,
    characteristics: Option<Vec<Characteristic>>,
    characteristic: Option<Characteristic>,
    amount: Option<u32>,
    permanent: Option<bool>,
    value: Option<u32>,
    part: Option<Part>,
    side: Option<Side>,
    count: Option<u32>,
    location: Option<Location>,
    points: Option<u32>,
    sides: Option<u32>,
    roll: Option<u32>,
    metres: Option<u32>,
    test: Option<TestResult>,
    radius: Option<u32>,
    /// `nearby`'s dice of damage (text), and `crippled`'s points.
    damage_dice: Option<String>,
    damage: Option<u32>,
    damage_type: Option<DamageType>,
    only_if: Option<Carried>,
    percent: Option<u32>,
    happened: Option<bool>,
    cornered: Option<i32>,
    rating: Option<u32>,
    id: Option<String>,
}

const DURATION: &[&str] = &["duration"];

impl Flat for EffectFields {
    type Out = Effect;
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "an object { type, ... }";
    const KINDS: &'static [&'static str] = &[
        "death", "fatigue", "stunned", "prone", "bloodLoss", "onFire", "unconscious", "blinded", "deafened",
        "penalty", "halved", "characteristicDamage", "characteristicBecomes", "movementHalved",
        "halfActionsOnly", "useless", "lost", "drops", "armourDestroyed", "armourDamaged", "armourOff",
        "heldItemDestroyed", "roll", "knockback", "test", "nearby", "chance", "immobilised", "crippled",
        "insanity", "corruption", "flees", "avoidsSource", "noActions", "frenzy", "hallucinating",
        "fearTest", "noPowers", "warp",
    ];
    const FIELDS_OF: &'static [&'static [&'static str]] = &[
        &[], &["levels"], &["rounds"], &[], &[], &[], DURATION, DURATION, DURATION,
        &["modifier", "scope", "duration"], &["characteristics", "duration"],
        &["characteristic", "amount", "permanent"], &["characteristic", "value"], DURATION,
        DURATION, &["part", "side", "duration"], &["part", "side", "count"], &["side"], &["location"],
        &["location", "points"], &["location"],
        &["side"], &["sides", "roll"], &["metres"], &["test"], &["radius", "damage", "damageType", "onlyIf"],
        &["percent", "roll", "happened"], &[], &["location", "damage"],
        &["points"], &["points"], &["cornered", "duration"], DURATION, DURATION, DURATION, DURATION,
        &["rating"], DURATION, &["id", "duration"],
    ];

    fn read<'de, D: Deserializer<'de>>(&mut self, kind: &str, field: &str, d: D) -> Result<(), D::Error> {
        match field {
            "levels" => put(&mut self.levels, d),
            "rounds" => put(&mut self.rounds, d),
            "duration" => put(&mut self.duration, d),
            "modifier" => put(&mut self.modifier, d),
            "scope" => put(&mut self.scope, d),
            "characteristics" => put(&mut self.characteristics, d),
            "characteristic" => put(&mut self.characteristic, d),
            "amount" => put(&mut self.amount, d),
            "permanent" => put(&mut self.permanent, d),
            "value" => put(&mut self.value, d),
            "part" => put(&mut self.part, d),
            "side" => put_opt(&mut self.side, d),
            "count" => put(&mut self.count, d),
            "location" => put(&mut self.location, d),
            "points" => put(&mut self.points, d),
            "sides" => put(&mut self.sides, d),
            "roll" => put(&mut self.roll, d),
            "metres" => put(&mut self.metres, d),
            "test" => put(&mut self.test, d),
            "radius" => put(&mut self.radius, d),
            "damage" if kind == "nearby" => put_opt(&mut self.damage_dice, d),
            "damage" => put(&mut self.damage, d),
            "damageType" => put_opt(&mut self.damage_type, d),
            "onlyIf" => put_opt(&mut self.only_if, d),
            "percent" => put(&mut self.percent, d),
            "happened" => put(&mut self.happened, d),
            "cornered" => put(&mut self.cornered, d),
            "rating" => put(&mut self.rating, d),
            "id" => put(&mut self.id, d),
            _ => Err(de::Error::custom(format_args!("no reader for an effect's `{field}`"))),
        }
    }

    fn build<E: de::Error>(self, kind: &str) -> Result<Effect, E> {
        let f = self;
        let duration = f.duration;
        let duration = || need(duration, "duration");
        Ok(match kind {
            "death" => Effect::Death,
            "fatigue" => Effect::Fatigue { levels: need(f.levels, "levels")? },
            "stunned" => Effect::Stunned { rounds: need(f.rounds, "rounds")? },
            "prone" => Effect::Prone,
            "bloodLoss" => Effect::BloodLoss,
            "onFire" => Effect::OnFire,
            "unconscious" => Effect::Unconscious { duration: duration()? },
            "blinded" => Effect::Blinded { duration: duration()? },
            "deafened" => Effect::Deafened { duration: duration()? },
            "penalty" => Effect::Penalty {
                modifier: need(f.modifier, "modifier")?,
                scope: need(f.scope, "scope")?,
                duration: duration()?,
            },
            "halved" => Effect::Halved { characteristics: need(f.characteristics, "characteristics")?, duration: duration()? },
            "characteristicDamage" => Effect::CharacteristicDamage {
                characteristic: need(f.characteristic, "characteristic")?,
                amount: need(f.amount, "amount")?,
                permanent: need(f.permanent, "permanent")?,
            },
            "characteristicBecomes" => Effect::CharacteristicBecomes {
                characteristic: need(f.characteristic, "characteristic")?,
                value: need(f.value, "value")?,
            },
            "movementHalved" => Effect::MovementHalved { duration: duration()? },
            "halfActionsOnly" => Effect::HalfActionsOnly { duration: duration()? },
            "useless" => Effect::Useless { part: need(f.part, "part")?, side: f.side, duration: duration()? },
            "lost" => Effect::Lost { part: need(f.part, "part")?, side: f.side, count: need(f.count, "count")? },
            "drops" => Effect::Drops { side: f.side },
            "armourDestroyed" => Effect::ArmourDestroyed { location: need(f.location, "location")? },
            "armourDamaged" => Effect::ArmourDamaged { location: need(f.location, "location")?, points: need(f.points, "points")? },
            "armourOff" => Effect::ArmourOff { location: need(f.location, "location")? },
            "heldItemDestroyed" => Effect::HeldItemDestroyed { side: f.side },
            "roll" => Effect::Roll { sides: need(f.sides, "sides")?, roll: need(f.roll, "roll")? },
            "knockback" => Effect::Knockback { metres: need(f.metres, "metres")? },
            "test" => Effect::Test { test: need(f.test, "test")? },
            "nearby" => Effect::Nearby {
                radius: need(f.radius, "radius")?,
                damage: f.damage_dice,
                damage_type: f.damage_type,
                only_if: f.only_if,
            },
            "chance" => Effect::Chance {
                percent: need(f.percent, "percent")?,
                roll: need(f.roll, "roll")?,
                happened: need(f.happened, "happened")?,
            },
            "immobilised" => Effect::Immobilised,
            "crippled" => Effect::Crippled { location: need(f.location, "location")?, damage: need(f.damage, "damage")? },
            "insanity" => Effect::Insanity { points: need(f.points, "points")? },
            "corruption" => Effect::Corruption { points: need(f.points, "points")? },
            "flees" => Effect::Flees { cornered: need(f.cornered, "cornered")?, duration: duration()? },
            "avoidsSource" => Effect::AvoidsSource { duration: duration()? },
            "noActions" => Effect::NoActions { duration: duration()? },
            "frenzy" => Effect::Frenzy { duration: duration()? },
            "hallucinating" => Effect::Hallucinating { duration: duration()? },
            "fearTest" => Effect::FearTest { rating: need(f.rating, "rating")? },
            "noPowers" => Effect::NoPowers { duration: duration()? },
            "warp" => Effect::Warp { id: need(f.id, "id")?, duration: duration()? },
            _ => return Err(E::custom(format_args!("no effect of the kind `{kind}`"))),
        })
    }
}

impl<'de> Deserialize<'de> for Effect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Effect, D::Error> {
        flat_tagged::read::<EffectFields, D>(d)
    }
}

/// Every field a `CustomEffect` may have.
#[derive(Default)]
pub struct CustomEffectFields {
    levels: Option<CustomAmount>,
    rounds: Option<CustomAmount>,
    span: Option<CustomSpan>,
    modifier: Option<i32>,
    scope: Option<Scope>,
    characteristics: Option<Vec<Characteristic>>,
    characteristic: Option<Characteristic>,
    amount: Option<CustomAmount>,
    permanent: Option<bool>,
    value: Option<CustomAmount>,
    part: Option<Part>,
    count: Option<CustomAmount>,
    points: Option<CustomAmount>,
    metres: Option<CustomAmount>,
    fatigue_per_metre: Option<u32>,
    fail: Option<Vec<CustomEffect>>,
    pass: Option<Vec<CustomEffect>>,
    radius: Option<CustomAmount>,
    damage: Option<CustomAmount>,
    damage_type: Option<DamageType>,
    only_if: Option<Carried>,
    percent: Option<u32>,
    then: Option<Vec<CustomEffect>>,
    sides: Option<u32>,
    bands: Option<Vec<CustomBand>>,
    armoured: Option<Vec<CustomEffect>>,
    unarmoured: Option<Vec<CustomEffect>>,
}

const SPAN: &[&str] = &["span"];

impl Flat for CustomEffectFields {
    type Out = CustomEffect;
    const TAG: &'static str = "type";
    const EXPECTING: &'static str = "an object { type, ... }";
    const KINDS: &'static [&'static str] = &[
        "death", "fatigue", "stunned", "prone", "bloodLoss", "onFire", "unconscious", "blinded", "deafened",
        "penalty", "halved", "characteristicDamage", "characteristicBecomes", "movementHalved",
        "halfActionsOnly", "useless", "lost", "drops", "armourDestroyed", "armourDamaged", "armourOff",
        "heldItemDestroyed", "knockback", "test", "nearby", "chance", "oneOf", "ifArmoured",
    ];
    const FIELDS_OF: &'static [&'static [&'static str]] = &[
        &[], &["levels"], &["rounds"], &[], &[], &[], SPAN, SPAN, SPAN, &["modifier", "scope", "span"],
        &["characteristics", "span"], &["characteristic", "amount", "permanent"], &["characteristic", "value"],
        SPAN, SPAN, &["part", "span"], &["part", "count"], &[], &[], &["points"], &[], &[],
        &["metres", "fatiguePerMetre"], &["characteristic", "modifier", "fail", "pass"],
        &["radius", "damage", "damageType", "onlyIf"], &["percent", "then"], &["sides", "bands"],
        &["armoured", "unarmoured"],
    ];

    fn read<'de, D: Deserializer<'de>>(&mut self, _: &str, field: &str, d: D) -> Result<(), D::Error> {
        match field {
            "levels" => put(&mut self.levels, d),
            "rounds" => put(&mut self.rounds, d),
            "span" => put(&mut self.span, d),
            "modifier" => put(&mut self.modifier, d),
            "scope" => put(&mut self.scope, d),
            "characteristics" => put(&mut self.characteristics, d),
            "characteristic" => put(&mut self.characteristic, d),
            "amount" => put(&mut self.amount, d),
            "permanent" => put(&mut self.permanent, d),
            "value" => put(&mut self.value, d),
            "part" => put(&mut self.part, d),
            "count" => put(&mut self.count, d),
            "points" => put(&mut self.points, d),
            "metres" => put(&mut self.metres, d),
            "fatiguePerMetre" => put(&mut self.fatigue_per_metre, d),
            "fail" => put(&mut self.fail, d),
            "pass" => put(&mut self.pass, d),
            "radius" => put(&mut self.radius, d),
            "damage" => put_opt(&mut self.damage, d),
            "damageType" => put_opt(&mut self.damage_type, d),
            "onlyIf" => put_opt(&mut self.only_if, d),
            "percent" => put(&mut self.percent, d),
            "then" => put(&mut self.then, d),
            "sides" => put(&mut self.sides, d),
            "bands" => put(&mut self.bands, d),
            "armoured" => put(&mut self.armoured, d),
            "unarmoured" => put(&mut self.unarmoured, d),
            _ => Err(de::Error::custom(format_args!("no reader for an effect's `{field}`"))),
        }
    }

    fn build<E: de::Error>(self, kind: &str) -> Result<CustomEffect, E> {
        let f = self;
        let span = f.span;
        let span = || need(span, "span");
        Ok(match kind {
            "death" => CustomEffect::Death {},
            "fatigue" => CustomEffect::Fatigue { levels: need(f.levels, "levels")? },
            "stunned" => CustomEffect::Stunned { rounds: need(f.rounds, "rounds")? },
            "prone" => CustomEffect::Prone {},
            "bloodLoss" => CustomEffect::BloodLoss {},
            "onFire" => CustomEffect::OnFire {},
            "unconscious" => CustomEffect::Unconscious { span: span()? },
            "blinded" => CustomEffect::Blinded { span: span()? },
            "deafened" => CustomEffect::Deafened { span: span()? },
            "penalty" => CustomEffect::Penalty { modifier: need(f.modifier, "modifier")?, scope: need(f.scope, "scope")?, span: span()? },
            "halved" => CustomEffect::Halved { characteristics: need(f.characteristics, "characteristics")?, span: span()? },
            "characteristicDamage" => CustomEffect::CharacteristicDamage {
                characteristic: need(f.characteristic, "characteristic")?,
                amount: need(f.amount, "amount")?,
                permanent: need(f.permanent, "permanent")?,
            },
            "characteristicBecomes" => CustomEffect::CharacteristicBecomes {
                characteristic: need(f.characteristic, "characteristic")?,
                value: need(f.value, "value")?,
            },
            "movementHalved" => CustomEffect::MovementHalved { span: span()? },
            "halfActionsOnly" => CustomEffect::HalfActionsOnly { span: span()? },
            "useless" => CustomEffect::Useless { part: need(f.part, "part")?, span: span()? },
            "lost" => CustomEffect::Lost { part: need(f.part, "part")?, count: need(f.count, "count")? },
            "drops" => CustomEffect::Drops {},
            "armourDestroyed" => CustomEffect::ArmourDestroyed {},
            "armourDamaged" => CustomEffect::ArmourDamaged { points: need(f.points, "points")? },
            "armourOff" => CustomEffect::ArmourOff {},
            "heldItemDestroyed" => CustomEffect::HeldItemDestroyed {},
            "knockback" => CustomEffect::Knockback {
                metres: need(f.metres, "metres")?,
                fatigue_per_metre: need(f.fatigue_per_metre, "fatiguePerMetre")?,
            },
            "test" => CustomEffect::Test {
                characteristic: need(f.characteristic, "characteristic")?,
                modifier: need(f.modifier, "modifier")?,
                fail: need(f.fail, "fail")?,
                pass: need(f.pass, "pass")?,
            },
            "nearby" => CustomEffect::Nearby {
                radius: need(f.radius, "radius")?,
                damage: f.damage,
                damage_type: f.damage_type,
                only_if: f.only_if,
            },
            "chance" => CustomEffect::Chance { percent: need(f.percent, "percent")?, then: need(f.then, "then")? },
            "oneOf" => CustomEffect::OneOf { sides: need(f.sides, "sides")?, bands: need(f.bands, "bands")? },
            "ifArmoured" => CustomEffect::IfArmoured {
                armoured: need(f.armoured, "armoured")?,
                unarmoured: need(f.unarmoured, "unarmoured")?,
            },
            _ => return Err(E::custom(format_args!("no effect of the kind `{kind}`"))),
        })
    }
}

impl<'de> Deserialize<'de> for CustomEffect {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CustomEffect, D::Error> {
        flat_tagged::read::<CustomEffectFields, D>(d)
    }
}
