use super::data::{self, Character, Edition, CLASSIC_CHARACTERS, ROSTER_2016, UNIQUE_2016};
use crate::score::{check_range, InputError};
use crate::{Draws, GameId, Seed, SetupRng};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupOptions {
    pub players: u8,
    pub edition: Edition,
    /// A 2016 preset id (`first-game`, …); `None` draws a random roster.
    pub preset: Option<String>,
    /// Use rank 9 even where it is not required (2016, 4–7 players).
    pub nine: bool,
    /// Which round's character removal to show, from 1.
    pub round: u32,
    /// Include the face-down character's name (for a private look).
    pub reveal: bool,
    /// Classic house rule: a 3-player game ends at 10 districts.
    pub ten_districts_with_three: bool,
}

impl SetupOptions {
    pub fn new(players: u8, edition: Edition) -> SetupOptions {
        SetupOptions {
            players,
            edition,
            preset: None,
            nine: false,
            round: 1,
            reveal: false,
            ten_districts_with_three: false,
        }
    }

    /// Whether the ninth character is the table's choice: 2016 with 4–7 players
    /// (3 and 8 players always use it, 2 never can).
    pub fn nine_is_optional(&self) -> bool {
        self.edition == Edition::Y2016 && (4..=7).contains(&self.players)
    }

    /// Whether the house rule "a 3-player game ends at 10 districts" can apply:
    /// the classic game with 3 players.
    pub fn ten_with_three_applies(&self) -> bool {
        self.edition == Edition::Classic && self.players == 3
    }

    /// The same table with another edition: options that belong to one edition
    /// are dropped, and the table is cut to what the edition seats.
    pub fn with_edition(&self, edition: Edition) -> SetupOptions {
        SetupOptions {
            players: self.players.min(edition.max_players()),
            reveal: self.reveal,
            ..SetupOptions::new(self.players, edition)
        }
    }
}

/// How the characters are handed out this round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Procedure {
    /// Face-down and face-up removals, then picks in turn.
    Standard,
    /// The cards left after the removals number exactly the players (7 players with
    /// 8 characters, 8 with 9): the last player may take the face-down card.
    LastPlayerChoice,
    TwoPlayerDraft,
    ThreePlayerDraft,
}

/// A preset's character swapped for one allowed with this many players; `original`
/// is `None` when the preset has no character of that rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Replacement {
    pub original: Option<&'static str>,
    pub replacement: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    pub edition: Edition,
    /// Names in rank order.
    pub characters: Vec<&'static str>,
    pub removed_face_up: Vec<&'static str>,
    pub removed_face_down: u32,
    /// Only with `reveal`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face_down_character: Option<&'static str>,
    /// 0-based seat that holds the crown in round one.
    pub crown: u8,
    pub round: u32,
    pub procedure: Procedure,
    /// The round's procedure, step by step.
    pub steps: Vec<String>,
    /// Districts that make a complete city (ends the game).
    pub complete_at: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique_districts: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preset: Option<&'static str>,
    /// Preset characters replaced for this player count, in words.
    pub substitutions: Vec<String>,
    /// The same replacements as data, for pages that word them in another language.
    #[serde(skip)]
    pub replacements: Vec<Replacement>,
    pub gold_each: u32,
    pub district_cards_each: u32,
}

pub fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
    let players = check_players(options)?;
    let edition = options.edition;
    check_range("round", "The round", options.round.into(), 1, 100)?;
    let (characters, replacements, preset, unique_districts) = match edition {
        Edition::Classic => {
            if options.nine {
                return Err(InputError::rule(
                    "nine",
                    "A ninth character",
                    "exists only in the 2016 edition",
                ));
            }
            if options.preset.is_some() {
                return Err(InputError::rule(
                    "preset",
                    "Presets",
                    "exist only in the 2016 edition",
                ));
            }
            (CLASSIC_CHARACTERS.to_vec(), Vec::new(), None, None)
        }
        Edition::Y2016 => roster_2016(options, players, seed)?,
    };
    let removal = removal(
        &characters,
        players,
        &mut seed.rng(&format!("citadels/round/{}", options.round)),
    );
    let procedure = procedure(players, characters.len());
    Ok(Setup {
        edition,
        steps: {
            let face_up: Vec<&str> = removal.face_up.iter().map(|c| c.name).collect();
            steps(procedure, edition, &face_up)
        },
        characters: characters.iter().map(|c| c.name).collect(),
        removed_face_up: removal.face_up.iter().map(|c| c.name).collect(),
        removed_face_down: 1,
        face_down_character: options.reveal.then_some(removal.face_down.name),
        crown: seed.rng("citadels/crown").below(players.into()) as u8,
        round: options.round,
        procedure,
        complete_at: complete_at(edition, players, options.ten_districts_with_three),
        unique_districts,
        preset,
        substitutions: replacements.iter().map(|r| r.describe(players)).collect(),
        replacements,
        gold_each: 2,
        district_cards_each: 4,
    })
}

fn check_players(options: &SetupOptions) -> Result<u8, InputError> {
    let what = format!(
        "The number of players for {} ({})",
        GameId::Citadels.info().name,
        options.edition.id()
    );
    let max = options.edition.max_players();
    check_range("players", what, options.players.into(), 2, max.into())?;
    Ok(options.players)
}

/// Districts that complete a city: classic 8 (10 with the 3-player house rule);
/// 2016 7 with 4–8 players, 8 with 2–3.
pub fn complete_at(edition: Edition, players: u8, ten_districts_with_three: bool) -> u32 {
    match edition {
        Edition::Classic if ten_districts_with_three && players == 3 => 10,
        Edition::Classic => 8,
        Edition::Y2016 if players <= 3 => 8,
        Edition::Y2016 => 7,
    }
}

/// Whether a table of `players` can deal the rank-9 character: not with 2.
pub(super) fn can_deal_rank_nine(players: usize) -> bool {
    players != 2
}

/// Rank 9 is required with 3 and 8 players, impossible with 2, else optional.
fn uses_rank_nine(options: &SetupOptions, players: u8) -> Result<bool, InputError> {
    match players {
        3 | 8 => Ok(true),
        _ if options.nine && !can_deal_rank_nine(players.into()) => Err(InputError::rule(
            "nine",
            "A ninth character",
            "cannot be used with 2 players",
        )),
        _ => Ok(options.nine),
    }
}

type Roster = (
    Vec<Character>,
    Vec<Replacement>,
    Option<&'static str>,
    Option<Vec<&'static str>>,
);

fn roster_2016(options: &SetupOptions, players: u8, seed: &Seed) -> Result<Roster, InputError> {
    let ranks = if uses_rank_nine(options, players)? {
        9
    } else {
        8
    };
    let mut rng = seed.rng("citadels/roster");
    let random_allowed = |rank: usize, rng: &mut SetupRng| -> Character {
        let allowed: Vec<Character> = ROSTER_2016[rank]
            .iter()
            .copied()
            .filter(|c| data::allowed_with(c, players))
            .collect();
        *rng.pick(&allowed)
            .expect("every rank has a character allowed for any player count")
    };
    let Some(preset_id) = &options.preset else {
        let characters = (0..ranks)
            .map(|rank| random_allowed(rank, &mut rng))
            .collect();
        let mut districts = UNIQUE_2016.map(|d| d.name);
        seed.rng("citadels/districts").shuffle(&mut districts);
        let mut chosen = districts[..14].to_vec();
        chosen.sort_unstable();
        return Ok((characters, Vec::new(), None, Some(chosen)));
    };
    let preset = data::find_preset(preset_id).ok_or_else(|| {
        let known: Vec<&str> = data::PRESETS.iter().map(|p| p.id).collect();
        InputError::rule(
            "preset",
            format!("The preset {preset_id:?}"),
            format!("does not exist; choose one of {}", known.join(", ")),
        )
    })?;
    let mut characters = Vec::new();
    let mut replacements = Vec::new();
    for rank in 0..ranks {
        let chosen = match preset.characters[rank].and_then(data::character_2016) {
            Some(c) if data::allowed_with(&c, players) => c,
            Some(c) => {
                let replacement = random_allowed(rank, &mut rng);
                replacements.push(Replacement {
                    original: Some(c.name),
                    replacement: replacement.name,
                });
                replacement
            }
            None => {
                let drawn = random_allowed(rank, &mut rng);
                replacements.push(Replacement {
                    original: None,
                    replacement: drawn.name,
                });
                drawn
            }
        };
        characters.push(chosen);
    }
    Ok((
        characters,
        replacements,
        Some(preset.name),
        Some(preset.districts.to_vec()),
    ))
}

impl Replacement {
    fn describe(&self, players: u8) -> String {
        match self.original {
            Some(original) => format!(
                "{original} is not used with {players} players: {} instead",
                self.replacement
            ),
            None => format!(
                "{players} players need a rank-9 character and this preset has none: {}",
                self.replacement
            ),
        }
    }
}

struct Removal {
    face_down: Character,
    face_up: Vec<Character>,
}

/// Face-up removals: after the face-down card, as many as leave one card more than
/// the players, never below zero (7 players with 8 characters show none, and so do
/// 7 with 9 and 8 with 9). The 2- and 3-player drafts show none.
fn face_up_count(characters: usize, players: u8) -> usize {
    if players <= 3 {
        return 0;
    }
    characters.saturating_sub(1 + usize::from(players) + 1)
}

/// Cards left after the face-down and face-up removals, before anyone picks.
fn cards_left_after_removals(characters: usize, players: u8) -> usize {
    characters - 1 - face_up_count(characters, players)
}

/// One card face down at random, then the face-up ones. The rank-4 character is
/// never shown: redrawing until another comes up and shuffling it back is the same
/// as taking the first non-rank-4 cards of the shuffled deck.
fn removal(characters: &[Character], players: u8, rng: &mut SetupRng) -> Removal {
    let mut deck = characters.to_vec();
    rng.shuffle(&mut deck);
    let face_down = deck.remove(0);
    let face_up = deck
        .into_iter()
        .filter(|c| c.rank != 4)
        .take(face_up_count(characters.len(), players))
        .collect();
    Removal { face_down, face_up }
}

fn procedure(players: u8, characters: usize) -> Procedure {
    match players {
        2 => Procedure::TwoPlayerDraft,
        3 => Procedure::ThreePlayerDraft,
        // The last player may reach for the face-down card only when the cards left
        // number exactly the players: otherwise they already choose from two.
        _ if cards_left_after_removals(characters, players) == usize::from(players) => {
            Procedure::LastPlayerChoice
        }
        _ => Procedure::Standard,
    }
}

/// The round's procedure in English, step by step, naming the face-up characters
/// as given (pages pass them in their own language's words).
pub fn steps(procedure: Procedure, edition: Edition, face_up: &[&str]) -> Vec<String> {
    let face_down = "Shuffle the characters and put 1 face down without looking at it.".to_owned();
    let mut steps = vec![face_down];
    match procedure {
        Procedure::Standard | Procedure::LastPlayerChoice => {
            if !face_up.is_empty() {
                steps.push(format!(
                    "Put {} face up: {}. The rank-4 character is never shown face up.",
                    face_up.len(),
                    face_up.join(", ")
                ));
            }
            steps.push("The crown holder takes 1 character and passes the rest clockwise; each player takes 1.".into());
            if procedure == Procedure::LastPlayerChoice {
                steps.push("The last player may take either the last remaining card or the face-down card.".into());
            }
        }
        Procedure::TwoPlayerDraft => steps.extend([
            "The crown holder keeps 1 of the remaining 7 and passes 6.".to_owned(),
            "Each player in turn keeps 1, puts 1 face down and passes the rest, until none remain: each holds 2."
                .to_owned(),
        ]),
        Procedure::ThreePlayerDraft => match edition {
            Edition::Y2016 => steps.extend([
                "Each player in turn keeps 1 and passes the rest.".to_owned(),
                "The third player puts 1 of the remaining cards face down at random and passes the rest.".to_owned(),
                "Each player in turn keeps a second character; the last card goes face down.".to_owned(),
            ]),
            Edition::Classic => steps.extend([
                "Each player in turn keeps 1 and passes the rest, twice round.".to_owned(),
                "The last player keeps 1 of the final 2 and puts the other face down.".to_owned(),
            ]),
        },
    }
    if matches!(
        procedure,
        Procedure::TwoPlayerDraft | Procedure::ThreePlayerDraft
    ) {
        steps.push("Each player plays both characters, in rank order with everyone else's.".into());
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(players: u8, edition: Edition) -> SetupOptions {
        SetupOptions::new(players, edition)
    }

    fn run(options: &SetupOptions, code: &str) -> Setup {
        setup(options, &Seed::parse(code).unwrap()).unwrap()
    }

    #[test]
    fn removal_counts_follow_the_table() {
        // (edition, players, nine, face up)
        let table = [
            (Edition::Classic, 4, false, 2),
            (Edition::Classic, 5, false, 1),
            (Edition::Classic, 6, false, 0),
            (Edition::Classic, 7, false, 0),
            (Edition::Y2016, 4, false, 2),
            (Edition::Y2016, 5, false, 1),
            (Edition::Y2016, 6, false, 0),
            (Edition::Y2016, 7, false, 0),
            (Edition::Y2016, 4, true, 3),
            (Edition::Y2016, 5, true, 2),
            (Edition::Y2016, 6, true, 1),
            (Edition::Y2016, 7, true, 0),
            (Edition::Y2016, 8, false, 0),
            (Edition::Y2016, 2, false, 0),
            (Edition::Y2016, 3, false, 0),
            (Edition::Classic, 2, false, 0),
            (Edition::Classic, 3, false, 0),
        ];
        for (edition, players, nine, up) in table {
            for bits in 0..300 {
                let mut o = opts(players, edition);
                o.nine = nine;
                o.reveal = true;
                let s = setup(&o, &Seed::from_random_bits(bits)).unwrap();
                assert_eq!(
                    s.removed_face_up.len(),
                    up,
                    "{edition:?} {players} nine={nine}"
                );
                assert_eq!(s.removed_face_down, 1);
                let down = s.face_down_character.unwrap();
                assert!(!s.removed_face_up.contains(&down));
                assert!(s.characters.contains(&down));
                for shown in &s.removed_face_up {
                    assert!(
                        !["King", "Emperor", "Patrician"].contains(shown),
                        "rank 4 shown face up"
                    );
                    assert!(s.characters.contains(shown));
                }
            }
        }
    }

    #[test]
    fn rank_nine_is_required_with_three_and_eight_players_only() {
        assert_eq!(run(&opts(3, Edition::Y2016), "A").characters.len(), 9);
        assert_eq!(run(&opts(8, Edition::Y2016), "A").characters.len(), 9);
        assert_eq!(run(&opts(5, Edition::Y2016), "A").characters.len(), 8);
        assert_eq!(run(&opts(2, Edition::Y2016), "A").characters.len(), 8);
        let mut two = opts(2, Edition::Y2016);
        two.nine = true;
        assert_eq!(
            setup(&two, &Seed::parse("A").unwrap()).unwrap_err().field(),
            "nine"
        );
        let mut classic = opts(5, Edition::Classic);
        classic.nine = true;
        assert!(setup(&classic, &Seed::parse("A").unwrap()).is_err());
    }

    #[test]
    fn random_rosters_respect_emperor_and_queen_limits() {
        for bits in 0..400 {
            for players in 2..=8 {
                let s = setup(
                    &opts(players, Edition::Y2016),
                    &Seed::from_random_bits(bits),
                )
                .unwrap();
                for (rank, name) in s.characters.iter().enumerate() {
                    let c = data::character_2016(name).unwrap();
                    assert_eq!(usize::from(c.rank), rank + 1);
                    assert!(data::allowed_with(&c, players), "{name} with {players}");
                }
                assert_eq!(s.unique_districts.as_ref().unwrap().len(), 14);
            }
        }
    }

    #[test]
    fn presets_substitute_for_the_player_count() {
        let mut two = opts(2, Edition::Y2016);
        two.preset = Some("cunning-agents".into());
        let s = run(&two, "A");
        assert!(s.characters[3] == "King" || s.characters[3] == "Patrician");
        assert_eq!(s.characters.len(), 8);
        assert_eq!(s.substitutions.len(), 1);

        let mut three = opts(3, Edition::Y2016);
        three.preset = Some("ambitious-aristocrats".into());
        let s = run(&three, "A");
        assert!(["Artist", "Tax Collector"].contains(&s.characters[8]));
        assert_eq!(s.preset, Some("Ambitious Aristocrats"));
        assert_eq!(s.unique_districts.unwrap()[0], "Capitol");

        let mut five = opts(5, Edition::Y2016);
        five.preset = Some("ambitious-aristocrats".into());
        five.nine = true;
        assert_eq!(run(&five, "A").characters[8], "Queen");

        let mut first = opts(8, Edition::Y2016);
        first.preset = Some("first-game".into());
        let s = run(&first, "A");
        assert_eq!(s.characters.len(), 9);
        assert!(s.substitutions[0].contains("rank-9"));
    }

    #[test]
    fn an_unknown_preset_lists_the_real_ones() {
        let mut o = opts(4, Edition::Y2016);
        o.preset = Some("chaos".into());
        let error = setup(&o, &Seed::parse("A").unwrap()).unwrap_err();
        assert_eq!(error.field(), "preset");
        assert!(error.to_string().contains("first-game"));
    }

    #[test]
    fn procedures_by_player_count() {
        assert_eq!(
            run(&opts(2, Edition::Classic), "A").procedure,
            Procedure::TwoPlayerDraft
        );
        assert_eq!(
            run(&opts(3, Edition::Y2016), "A").procedure,
            Procedure::ThreePlayerDraft
        );
        assert_eq!(
            run(&opts(7, Edition::Classic), "A").procedure,
            Procedure::LastPlayerChoice
        );
        assert_eq!(
            run(&opts(8, Edition::Y2016), "A").procedure,
            Procedure::LastPlayerChoice
        );
        assert_eq!(
            run(&opts(5, Edition::Y2016), "A").procedure,
            Procedure::Standard
        );
        let classic_three = run(&opts(3, Edition::Classic), "A");
        assert!(classic_three.steps.iter().any(|s| s.contains("final 2")));
    }

    #[test]
    fn the_last_player_may_take_the_face_down_card_only_when_the_cards_left_equal_the_players() {
        // (edition, players, nine characters, last player's choice)
        let table = [
            (Edition::Classic, 4, false, false),
            (Edition::Classic, 6, false, false),
            (Edition::Classic, 7, false, true),
            (Edition::Y2016, 7, false, true),
            (Edition::Y2016, 6, true, false),
            (Edition::Y2016, 7, true, false),
            (Edition::Y2016, 8, true, true),
        ];
        for (edition, players, nine, choice) in table {
            let mut o = opts(players, edition);
            o.nine = nine;
            let s = run(&o, "A");
            let left = s.characters.len() - 1 - s.removed_face_up.len();
            assert_eq!(
                left == usize::from(players),
                choice,
                "{edition:?} {players} nine={nine}"
            );
            let expected = if choice {
                Procedure::LastPlayerChoice
            } else {
                Procedure::Standard
            };
            assert_eq!(s.procedure, expected, "{edition:?} {players} nine={nine}");
            let offers = s.steps.iter().any(|step| step.contains("face-down card"));
            assert_eq!(offers, choice, "{edition:?} {players} nine={nine}");
        }
    }

    #[test]
    fn classic_three_player_last_pick_is_said() {
        let classic_three = run(&opts(3, Edition::Classic), "A");
        assert!(classic_three.steps.iter().any(|s| s.contains("final 2")));
    }

    #[test]
    fn rounds_differ_but_each_is_reproducible() {
        let mut o = opts(5, Edition::Classic);
        o.reveal = true;
        let rounds: Vec<(Vec<&str>, Option<&str>)> = (1..=6)
            .map(|round| {
                o.round = round;
                let s = run(&o, "TABLE5");
                (s.removed_face_up, s.face_down_character)
            })
            .collect();
        assert!(rounds.windows(2).any(|w| w[0] != w[1]));
        o.round = 3;
        assert_eq!(run(&o, "TABLE5").face_down_character, rounds[2].1);
    }

    #[test]
    fn the_face_down_name_needs_reveal() {
        assert_eq!(
            run(&opts(5, Edition::Classic), "A").face_down_character,
            None
        );
    }

    #[test]
    fn completion_thresholds() {
        assert_eq!(run(&opts(3, Edition::Classic), "A").complete_at, 8);
        let mut house = opts(3, Edition::Classic);
        house.ten_districts_with_three = true;
        assert_eq!(run(&house, "A").complete_at, 10);
        assert_eq!(run(&opts(3, Edition::Y2016), "A").complete_at, 8);
        assert_eq!(run(&opts(4, Edition::Y2016), "A").complete_at, 7);
    }

    #[test]
    fn player_limits_per_edition() {
        assert_eq!(
            setup(&opts(8, Edition::Classic), &Seed::parse("A").unwrap())
                .unwrap_err()
                .field(),
            "players"
        );
        assert!(setup(&opts(1, Edition::Y2016), &Seed::parse("A").unwrap()).is_err());
    }

    #[test]
    fn golden_round_one() {
        let mut o = opts(4, Edition::Y2016);
        o.reveal = true;
        let s = run(&o, "TABLE5");
        assert_eq!(
            (
                s.characters.clone(),
                s.removed_face_up.clone(),
                s.face_down_character,
                s.crown
            ),
            golden()
        );
    }
    fn golden() -> (
        Vec<&'static str>,
        Vec<&'static str>,
        Option<&'static str>,
        u8,
    ) {
        (
            vec![
                "Assassin",
                "Thief",
                "Seer",
                "Emperor",
                "Cardinal",
                "Merchant",
                "Architect",
                "Marshal",
            ],
            vec!["Seer", "Assassin"],
            Some("Merchant"),
            0,
        )
    }
}

#[cfg(test)]
mod edition_change_tests {
    use super::*;

    #[test]
    fn another_edition_drops_the_other_edition_s_options_and_seats() {
        let mut options = SetupOptions::new(8, Edition::Y2016);
        options.preset = Some("first-game".into());
        options.nine = true;
        options.round = 3;
        let classic = options.with_edition(Edition::Classic);
        assert_eq!(classic.players, 7);
        assert_eq!(classic.preset, None);
        assert!(!classic.nine);
        assert_eq!(classic.round, 1);
    }

    #[test]
    fn optional_rules_are_offered_where_they_change_something() {
        let at = |players, edition| SetupOptions::new(players, edition);
        let nine: Vec<u8> = (2..=8)
            .filter(|&n| at(n, Edition::Y2016).nine_is_optional())
            .collect();
        assert_eq!(nine, [4, 5, 6, 7]);
        assert!(!at(5, Edition::Classic).nine_is_optional());
        let ten: Vec<u8> = (2..=7)
            .filter(|&n| at(n, Edition::Classic).ten_with_three_applies())
            .collect();
        assert_eq!(ten, [3]);
        assert!(!at(3, Edition::Y2016).ten_with_three_applies());
    }
}
