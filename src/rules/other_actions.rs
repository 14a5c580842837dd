//! The rest of each line's combat actions: everything that is not an attack (movement,
//! concentration, reactions, readying). These rows have `attack: None`; they feed the
//! action catalogue served to UIs (`actions()`) and the turn checks (`validateTurn`).
//!
//! Sources: 000 Table 9-4 and "Action Descriptions" (rt); 003 Table 7-5 and its "Attack
//! Actions", "Move Actions" and "Miscellaneous Actions" (dh1, which has no subtype column:
//! its rows take 000's subtypes, the same family); 004 Combat Actions (dh2); 002 Combat
//! Actions read realigned with 004 (ow: from Feint down its Description column sits one row
//! late, and from Ready down its Type column too; "Bribe Heavy Weapon" is Brace Heavy
//! Weapon).

use super::action_types::ActionDef;
use super::action_types::ActionType::{self, Full, Half, HalfOrFull, Reaction, Varies};
use super::action_types::Subtype::{self, Concentration, Defence, Melee, Miscellaneous, Movement};
use super::Profile;

/// The id of the Delay action (the turn checks treat the action after it as the one it holds
/// back).
pub const DELAY: &str = "delay";
/// The id of the Defensive Stance (it may grant extra reactions: `TurnRules`).
pub const DEFENSIVE_STANCE: &str = "defensiveStance";
/// The id of the All Out Attack (no reactions after it until the next turn).
pub const ALL_OUT: &str = "allOut";
/// The id of the Grapple action (the only action a grappled character may take).
pub const GRAPPLE: &str = "grapple";
/// The id of the Standard Attack (an action made beside it needs it in the same turn).
pub const STANDARD: &str = "standard";

/// A non-attack row.
const fn row(
    id: &'static str,
    name: &'static str,
    kind: ActionType,
    subtypes: &'static [Subtype],
    summary: &'static str,
    source: &'static str,
) -> ActionDef {
    ActionDef { id, name, kind, subtypes, summary, source, attack: None }
}

/// The same row with another source.
const fn cite(mut def: ActionDef, source: &'static str) -> ActionDef {
    def.source = source;
    def
}

/// The same row under another name.
const fn named(mut def: ActionDef, name: &'static str) -> ActionDef {
    def.name = name;
    def
}

const CONC: &[Subtype] = &[Concentration];
const MISC: &[Subtype] = &[Miscellaneous];
const MOVE: &[Subtype] = &[Movement];

// ------------------------------------------------------------------ shared rows

const AIM: ActionDef = row(
    "aim",
    "Aim",
    HalfOrFull,
    CONC,
    "Take time over the next attack: +10 spent as a half action, +20 as a full action; the bonus is lost if anything else comes first.",
    "Rogue Trader Table 9-4; Rogue Trader, Aim",
);
const BRACE: ActionDef = row(
    "braceHeavyWeapon",
    "Brace Heavy Weapon",
    Half,
    MISC,
    "Set a heavy weapon on a support or a steady stance so it fires without the unbraced -30; moving loses it.",
    "Rogue Trader Table 9-4; Rogue Trader, Brace Heavy Weapon",
);
const DEFENSIVE_STANCE_ROW: ActionDef = row(
    DEFENSIVE_STANCE,
    "Defensive Stance",
    Full,
    &[Concentration, Melee],
    "No attacks this turn: one extra reaction, and foes take -20 on Weapon Skill attacks against the character, until its next turn.",
    "Rogue Trader Table 9-4; Rogue Trader, Defensive Stance",
);
const DELAY_HALF: ActionDef = row(
    DELAY,
    "Delay",
    Half,
    MISC,
    "End the turn holding back one half action, to be used at any moment before the next turn or lost.",
    "Rogue Trader Table 9-4; Rogue Trader, Delay",
);
const DISENGAGE: ActionDef = row(
    "disengage",
    "Disengage",
    Full,
    MOVE,
    "Step out of melee and take a half move; the foes left behind get no free attacks.",
    "Rogue Trader Table 9-4; Rogue Trader, Disengage",
);
const DODGE: ActionDef = row(
    "dodge",
    "Dodge",
    Reaction,
    MOVE,
    "Out of turn, after being hit: a Dodge test makes the hit miss; against a burst each degree removes one more hit.",
    "Rogue Trader Table 9-4; Rogue Trader, Dodge",
);
const FOCUS_POWER: ActionDef = row(
    "focusPower",
    "Focus Power",
    Varies,
    &[Subtype::Varies],
    "Manifest a psychic power; the power sets the action's type and subtypes.",
    "Rogue Trader Table 9-4; Rogue Trader, Focus Power",
);
const JUMP: ActionDef = row(
    "jumpOrLeap",
    "Jump or Leap",
    Full,
    MOVE,
    "Jump up or down, or leap across a gap (the movement rules give the distance).",
    "Rogue Trader Table 9-4; Rogue Trader, Jump or Leap",
);
const MOVE_ROW: ActionDef = row(
    "move",
    "Move",
    HalfOrFull,
    MOVE,
    "Move the Agility Bonus in metres as a half action, or double that as a full action.",
    "Rogue Trader Table 9-4; Rogue Trader, Move",
);
const PARRY: ActionDef = row(
    "parry",
    "Parry",
    Reaction,
    &[Defence, Melee],
    "Out of turn, holding a melee weapon: a Weapon Skill test turns aside a melee hit.",
    "Rogue Trader Table 9-4; Rogue Trader, Parry",
);
const READY: ActionDef = row(
    "ready",
    "Ready",
    Half,
    MISC,
    "Draw, stow or use a carried item (a weapon, a stimm, poison for a blade); allowed twice in a turn on two different items.",
    "Rogue Trader Table 9-4; Rogue Trader, Ready",
);
const RELOAD: ActionDef = row(
    "reload",
    "Reload",
    Varies,
    MISC,
    "Reload a ranged weapon; the weapon says how long it takes, and a reload running over several rounds is extended.",
    "Rogue Trader Table 9-4; Rogue Trader, Reload",
);
const RUN: ActionDef = row(
    "run",
    "Run",
    Full,
    MOVE,
    "Move at full speed (three full moves); until the next turn, shots at the runner take -20 and melee attacks on it gain +20.",
    "Rogue Trader Table 9-4; Rogue Trader, Run",
);
const STAND_MOUNT: ActionDef = row(
    "stand",
    "Stand/Mount",
    Half,
    MOVE,
    "Get up off the ground, or climb onto a riding beast or a vehicle.",
    "Rogue Trader Table 9-4; Rogue Trader, Stand/Mount",
);
const TACTICAL_ADVANCE: ActionDef = row(
    "tacticalAdvance",
    "Tactical Advance",
    Full,
    &[Concentration, Movement],
    "Dash up to a full move between two positions of cover, keeping the first cover's protection on the way.",
    "Rogue Trader Table 9-4; Rogue Trader, Tactical Advance",
);
const USE_SKILL: ActionDef = row(
    "useSkill",
    "Use a Skill",
    Varies,
    &[Concentration, Miscellaneous],
    "Use a skill, usually with a test; the skill and the situation set how long it takes, perhaps several rounds.",
    "Rogue Trader Table 9-4; Rogue Trader, Use a Skill",
);

// ------------------------------------------------------------------ per line

/// Rogue Trader: 000 Table 9-4 and "Action Descriptions".
pub const RT: [ActionDef; 16] = [
    AIM,
    BRACE,
    DEFENSIVE_STANCE_ROW,
    DELAY_HALF,
    DISENGAGE,
    DODGE,
    FOCUS_POWER,
    JUMP,
    MOVE_ROW,
    PARRY,
    READY,
    RELOAD,
    RUN,
    STAND_MOUNT,
    TACTICAL_ADVANCE,
    USE_SKILL,
];

/// Dark Heresy 1st edition: 003 Table 7-5 (types) with 000's subtypes. 003 has no Brace
/// Heavy Weapon; the row follows 000 because dh1 already takes 000's unbraced-heavy -30.
pub const DH1: [ActionDef; 16] = [
    cite(AIM, "Dark Heresy Table 7-5; Dark Heresy, Aim"),
    cite(BRACE, "Rogue Trader, Brace Heavy Weapon (not in Dark Heresy; dh1 follows Rogue Trader's unbraced-heavy rule)"),
    row(
        DEFENSIVE_STANCE,
        "Defensive Stance",
        Full,
        &[Concentration, Melee],
        "No attacks this turn; until the next one, foes take -20 on Weapon Skill attacks against the character (no extra reaction in dh1).",
        "Dark Heresy Table 7-5; Dark Heresy, Defensive Stance",
    ),
    cite(DELAY_HALF, "Dark Heresy Table 7-5; Dark Heresy, Delay"),
    cite(DISENGAGE, "Dark Heresy Table 7-5; Dark Heresy, Disengage"),
    cite(DODGE, "Dark Heresy Table 7-5; Dark Heresy, Dodge"),
    cite(FOCUS_POWER, "Dark Heresy Table 7-5; Dark Heresy, Focus Power"),
    named(cite(JUMP, "Dark Heresy Table 7-5; Dark Heresy, Jump/Leap"), "Jump/Leap"),
    cite(MOVE_ROW, "Dark Heresy Table 7-5; Dark Heresy, Move"),
    cite(PARRY, "Dark Heresy Table 7-5; Dark Heresy, Parry"),
    cite(READY, "Dark Heresy Table 7-5; Dark Heresy, Ready"),
    cite(RELOAD, "Dark Heresy Table 7-5; Dark Heresy, Reload"),
    cite(RUN, "Dark Heresy Table 7-5; Dark Heresy, Run"),
    cite(STAND_MOUNT, "Dark Heresy Table 7-5; Dark Heresy, Stand/Mount"),
    cite(TACTICAL_ADVANCE, "Dark Heresy Table 7-5; Dark Heresy, Tactical Advance"),
    cite(USE_SKILL, "Dark Heresy Table 7-5; Dark Heresy, Use a Skill"),
];

/// The second generation's single reaction: Dodge or Parry as one action (004 Evasion; 002
/// Evasion).
const EVASION: ActionDef = row(
    "evasion",
    "Evasion",
    Reaction,
    &[Movement, Melee],
    "Out of turn: a Dodge test (any attack) or a Parry test (melee only) to avoid a hit, one more hit per extra degree.",
    "Dark Heresy 2nd edition, Evasion",
);

/// Only War: 002 Combat Actions, realigned with 004. Where 002's own type or subtypes
/// differ from 004 they are kept: Delay is a half action, Use a Skill only Miscellaneous.
pub const OW: [ActionDef; 15] = [
    cite(AIM, "Only War, Combat Actions: Aim; Dark Heresy 2nd edition, Aim"),
    cite(BRACE, "Only War, Combat Actions: Brace Heavy Weapon (printed 'Bribe'); Dark Heresy 2nd edition, Brace Heavy Weapon"),
    cite(DEFENSIVE_STANCE_ROW, "Only War, Combat Actions: Defensive Stance; Dark Heresy 2nd edition, Defensive Stance"),
    cite(DELAY_HALF, "Only War, Combat Actions: Delay (Half; Dark Heresy 2nd edition has Full)"),
    cite(DISENGAGE, "Only War, Combat Actions: Disengage; Dark Heresy 2nd edition, Disengage"),
    cite(EVASION, "Only War, Combat Actions: Evasion; Dark Heresy 2nd edition, Evasion"),
    cite(FOCUS_POWER, "Only War, Combat Actions: Focus Power; Dark Heresy 2nd edition, Focus Power"),
    cite(JUMP, "Only War, Combat Actions: Jump or Leap; Dark Heresy 2nd edition, Jump or Leap"),
    cite(MOVE_ROW, "Only War, Combat Actions: Move; Dark Heresy 2nd edition, Move"),
    cite(READY, "Only War, Combat Actions: Ready (realigned); Dark Heresy 2nd edition, Ready"),
    cite(RELOAD, "Only War, Combat Actions: Reload (realigned); Dark Heresy 2nd edition, Reload"),
    cite(RUN, "Only War, Combat Actions: Run (realigned); Dark Heresy 2nd edition, Run"),
    row(
        "stand",
        "Stand",
        Half,
        MOVE,
        "Get back on one's feet after being knocked down or going prone.",
        "Only War, Combat Actions: Stand (realigned)",
    ),
    row(
        "tacticalAdvance",
        "Tactical Advance",
        Full,
        &[Concentration, Movement],
        "Dash from one position of cover to another, keeping the first cover's protection on the way.",
        "Only War, Combat Actions: Tactical Advance (realigned)",
    ),
    row(
        "useSkill",
        "Use a Skill",
        Varies,
        MISC,
        "Use a skill, usually with a test; the skill and the situation set how long it takes.",
        "Only War, Combat Actions: Use a Skill (realigned; Miscellaneous only, Dark Heresy 2nd edition adds Concentration)",
    ),
];

/// Dark Heresy 2nd edition: 004 Combat Actions.
pub const DH2: [ActionDef; 15] = [
    cite(AIM, "Dark Heresy 2nd edition, Aim"),
    cite(BRACE, "Dark Heresy 2nd edition, Brace Heavy Weapon"),
    cite(DEFENSIVE_STANCE_ROW, "Dark Heresy 2nd edition, Defensive Stance"),
    row(
        DELAY,
        "Delay",
        Full,
        MISC,
        "End the turn holding back one half action for any moment before the next turn; an attack made with it counts towards that next turn.",
        "Dark Heresy 2nd edition, Delay",
    ),
    cite(DISENGAGE, "Dark Heresy 2nd edition, Disengage"),
    EVASION,
    cite(FOCUS_POWER, "Dark Heresy 2nd edition, Focus Power"),
    cite(JUMP, "Dark Heresy 2nd edition, Jump or Leap"),
    cite(MOVE_ROW, "Dark Heresy 2nd edition, Move"),
    cite(READY, "Dark Heresy 2nd edition, Ready"),
    cite(RELOAD, "Dark Heresy 2nd edition, Reload"),
    cite(RUN, "Dark Heresy 2nd edition, Run"),
    row(
        "stand",
        "Stand/Mount/Dismount",
        Half,
        MOVE,
        "Get up from prone, get on or off a riding beast, get into or out of a vehicle, or move about inside one.",
        "Dark Heresy 2nd edition, Stand/Mount/Dismount",
    ),
    row(
        "tacticalAdvance",
        "Tactical Advance",
        Full,
        &[Concentration, Movement],
        "Make a half move from one position of cover to another, keeping the first cover's protection on the way.",
        "Dark Heresy 2nd edition, Tactical Advance",
    ),
    cite(USE_SKILL, "Dark Heresy 2nd edition, Use a Skill"),
];

/// Every row of a line: attacks first, then the other actions.
pub fn all(p: &Profile) -> impl Iterator<Item = &'static ActionDef> {
    let d = p.domains();
    d.attacks.iter().chain(d.other_actions.iter())
}

/// A line's row for an action id, attack or not.
pub fn find(p: &Profile, id: &str) -> Option<&'static ActionDef> {
    all(p).find(|d| d.id == id)
}

/// Whether a row is the action with this id.
pub fn is(def: &ActionDef, id: &str) -> bool {
    def.id == id
}

/// The TypeScript union of every action id of the four lines (`ActionId`, which
/// `TurnAction.id` and the action lists are typed with), written beside ts-rs's output for
/// scripts/types.sh: a misspelt action id is then a type error.
#[cfg(all(test, feature = "ts"))]
#[test]
fn export_bindings_action_ids() {
    let mut ids: Vec<&str> = crate::model::Ruleset::ALL
        .iter()
        .flat_map(|r| all(crate::rules::profile(*r)).map(|d| d.id))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let union = ids.iter().map(|id| format!("\"{id}\"")).collect::<Vec<_>>().join(" | ");
    let text = format!("/** Every action id of the four lines; each line accepts its own (`actions({{ ruleset }})`). */\nexport type ActionId = {union};\n");
    if let Ok(dir) = std::env::var("TS_RS_EXPORT_DIR") {
        let wrote = std::fs::write(std::path::Path::new(&dir).join("action_ids.d.ts"), text);
        assert!(wrote.is_ok(), "could not write action_ids.d.ts");
    }
}
