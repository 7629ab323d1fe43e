//! A game of Citadels round by round (issue 64): the characters each seat took,
//! whom the Assassin murdered and the Thief robbed, and who holds the crown as
//! the round ends. A play keeps its `rounds`; they are checked here by the rules
//! (docs/rules.md, Citadels, "Round by round"), and they give the scorepad the
//! crown at the end and, for the 2016 tie-break, each player's highest rank
//! revealed in the last round.
//!
//! Seats are 0-based, in the order of the score's players. Characters go by the
//! names the setup gives them (`"King"`, `"Tax Collector"`).

use super::data::{self, Character, Edition};
use super::score::ScoreInput;
use crate::path::FieldPath;
#[cfg(feature = "live")]
use crate::score::InputError;
use crate::words::{before_han, Language, Say};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The key a play's rounds go by, in the API and in an export.
pub const ROUNDS_KEY: &str = "rounds";
/// The most rounds one play keeps: a long game has about ten; this is several
/// long games over, and a play's rounds stay under about 20 KB of JSON.
pub const MAX_ROUNDS: usize = 50;
/// The longest character name a round may name (the roster's longest is 13);
/// longer text is refused before it is looked up.
const MAX_NAME: usize = 40;

/// One round, as a play keeps it (its fields in the API's alphabetical order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    /// The seat that holds the crown as the round ends (the next round's caller).
    pub crown: u8,
    /// The character the Assassin named, if anyone took the Assassin.
    #[serde(default)]
    pub murdered: Option<String>,
    /// Who took which character (two each with 2–3 players, one otherwise).
    pub picks: Vec<Pick>,
    /// The character the Thief named, if anyone took the Thief.
    #[serde(default)]
    pub robbed: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pick {
    pub character: String,
    pub seat: u8,
}

/// How many characters each seat plays a round with `players` at the table:
/// two with 2 or 3 players (docs/rules.md, "Character removal each round").
pub const fn characters_per_seat(players: usize) -> usize {
    if players <= 3 {
        2
    } else {
        1
    }
}

/// The rank-4 character who takes the crown when revealed, murdered or not.
const KING: &str = "King";
const ASSASSIN: &str = "Assassin";
const THIEF: &str = "Thief";

/// Why a play's rounds cannot be kept, as data (worded by [`Say`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundRefusal {
    /// Rounds for a game not kept round by round (`Game::KEEPS_ROUNDS`).
    NotKept,
    /// More than [`MAX_ROUNDS`].
    TooMany { count: usize },
    /// A pick, a murder or a robbery names no character of the edition.
    NotACharacter {
        round: usize,
        part: &'static str,
        name: String,
        edition: Edition,
    },
    /// A 2016 character the rules keep out at this player count.
    NotWithPlayers {
        round: usize,
        character: &'static str,
        players: usize,
    },
    /// A seat past the table (in a pick, or holding the crown).
    NoSuchSeat {
        round: usize,
        part: &'static str,
        seat: u8,
        players: usize,
    },
    /// The same character taken twice in one round.
    TakenTwice {
        round: usize,
        character: &'static str,
    },
    /// Two characters of one rank: a game plays one character per rank.
    RankTwice {
        round: usize,
        rank: u8,
        first: &'static str,
        second: &'static str,
    },
    /// A rank played by another character than in an earlier round (or than
    /// the one a pick shows): the characters in play stay for the whole game.
    OtherCharacterOfRank {
        round: usize,
        part: &'static str,
        rank: u8,
        in_game: &'static str,
        named: &'static str,
    },
    /// A seat with another number of characters than the table plays.
    WrongCount {
        round: usize,
        seat: u8,
        count: usize,
        expected: usize,
    },
    /// A murder or robbery in a round nobody took the character who does it.
    NobodyTook {
        round: usize,
        part: &'static str,
        character: &'static str,
    },
    /// The Assassin named itself.
    AssassinSelf { round: usize },
    /// A robbery in a round the Thief was murdered: a murdered character
    /// does not act.
    ThiefMurdered { round: usize },
    /// The Thief named a character it cannot rob: the Assassin, the murdered
    /// character, or itself.
    CannotRob {
        round: usize,
        character: &'static str,
    },
    /// The King was taken, but the crown ends the round elsewhere.
    CrownNotWithKing { round: usize, king: u8, crown: u8 },
    /// Nobody took the King, yet the crown moved.
    CrownMoved { round: usize, was: u8, now: u8 },
    /// The pad's entry disagrees with what the rounds say.
    PadDisagrees {
        player: usize,
        who: String,
        field: &'static str,
        entered: String,
        rounds_say: String,
    },
}

impl RoundRefusal {
    /// Where it is: `rounds`, `rounds[2]`, or one field of a round
    /// (`rounds[2].crown`); a pad's field for a disagreement.
    pub fn field(&self) -> FieldPath {
        let round = |round: usize| FieldPath::table(ROUNDS_KEY).item(round);
        match self {
            RoundRefusal::NotKept | RoundRefusal::TooMany { .. } => FieldPath::table(ROUNDS_KEY),
            RoundRefusal::NotACharacter { round: r, part, .. }
            | RoundRefusal::NoSuchSeat { round: r, part, .. }
            | RoundRefusal::OtherCharacterOfRank { round: r, part, .. }
            | RoundRefusal::NobodyTook { round: r, part, .. } => round(*r).part(*part),
            RoundRefusal::NotWithPlayers { round: r, .. }
            | RoundRefusal::TakenTwice { round: r, .. }
            | RoundRefusal::RankTwice { round: r, .. }
            | RoundRefusal::WrongCount { round: r, .. } => round(*r).part("picks"),
            RoundRefusal::AssassinSelf { round: r } => round(*r).part("murdered"),
            RoundRefusal::CannotRob { round: r, .. } | RoundRefusal::ThiefMurdered { round: r } => {
                round(*r).part("robbed")
            }
            RoundRefusal::CrownNotWithKing { round: r, .. }
            | RoundRefusal::CrownMoved { round: r, .. } => round(*r).part("crown"),
            RoundRefusal::PadDisagrees { player, field, .. } => FieldPath::player(*player, *field),
        }
    }
}

/// Reads a play's `rounds` as given (a list of rounds), or says where it is
/// wrong: `rounds` for what is no list or a list past [`MAX_ROUNDS`],
/// `rounds[2]` for a round that does not read. The rules check what reads
/// when the play is saved ([`apply_rounds`]). (On the server, with the JSON
/// library: the wasm reads no JSON.)
#[cfg(feature = "live")]
pub fn read_rounds(value: &serde_json::Value) -> Result<Vec<Round>, InputError> {
    let Some(list) = value.as_array() else {
        return Err(InputError::rule(
            FieldPath::table(ROUNDS_KEY),
            "The rounds",
            "must be a list of rounds, each with its picks and crown",
        ));
    };
    if list.len() > MAX_ROUNDS {
        let refusal = RoundRefusal::TooMany { count: list.len() };
        return Err(InputError::rule(
            refusal.field(),
            "The rounds",
            format!(
                "are {} rounds: a play keeps at most {MAX_ROUNDS}",
                list.len()
            ),
        ));
    }
    list.iter()
        .enumerate()
        .map(|(at, round)| {
            Round::deserialize(round).map_err(|error| {
                // The reader's words quote what was sent: a bounded part of it.
                let why: String = error.to_string().chars().take(200).collect();
                InputError::rule(
                    FieldPath::table(ROUNDS_KEY).item(at),
                    format!("Round {}", at + 1),
                    format!("does not read as a round: {why}"),
                )
            })
        })
        .collect()
}

/// The most picks a round can hold: two each for 3 players, one each for 8.
const MAX_PICKS: usize = 8;

/// Rounds as a phone's scorepad keeps them (the pad's table, under
/// [`ROUNDS_KEY`]; the wasm reads no JSON): rounds joined by `;`, each round's
/// parts by `,`: `crown=2,0=Assassin,1=Thief,2=King,3=Warlord,murdered=King`.
/// No character's name holds `;`, `,` or `=`.
pub fn encode_rounds(rounds: &[Round]) -> String {
    let round = |round: &Round| {
        let mut parts = vec![format!("crown={}", round.crown)];
        parts.extend(
            round
                .picks
                .iter()
                .map(|pick| format!("{}={}", pick.seat, pick.character)),
        );
        parts.extend(round.murdered.iter().map(|name| format!("murdered={name}")));
        parts.extend(round.robbed.iter().map(|name| format!("robbed={name}")));
        parts.join(",")
    };
    rounds.iter().map(round).collect::<Vec<_>>().join(";")
}

/// A pad's kept rounds read back; `None` if any part is not one
/// [`encode_rounds`] writes, or past the most a play keeps. The rules check
/// what reads when the play is saved.
pub fn decode_rounds(text: &str) -> Option<Vec<Round>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    let name = |text: &str| {
        (text.chars().count() <= MAX_NAME && !text.contains('=')).then(|| text.to_owned())
    };
    let rounds: Vec<Round> = text
        .split(';')
        .map(|kept| {
            let mut round = Round {
                crown: 0,
                murdered: None,
                picks: Vec::new(),
                robbed: None,
            };
            let mut crown = None;
            for part in kept.split(',') {
                match part.split_once('=')? {
                    ("crown", seat) if crown.is_none() => crown = Some(seat.parse().ok()?),
                    ("murdered", character) if round.murdered.is_none() => {
                        round.murdered = Some(name(character)?)
                    }
                    ("robbed", character) if round.robbed.is_none() => {
                        round.robbed = Some(name(character)?)
                    }
                    (seat, character) if round.picks.len() < MAX_PICKS => round.picks.push(Pick {
                        character: name(character)?,
                        seat: seat.parse().ok()?,
                    }),
                    _ => return None,
                }
            }
            round.crown = crown?;
            Some(round)
        })
        .take(MAX_ROUNDS + 1)
        .collect::<Option<_>>()?;
    (rounds.len() <= MAX_ROUNDS).then_some(rounds)
}

/// A character of either edition by its name (the 2016 roster holds the
/// classic characters): its rank and its names, for pages that list them.
pub fn character(name: &str) -> Option<Character> {
    data::character_2016(name)
}

/// A character's rank by its name, for lists in rank order.
pub fn rank_of(name: &str) -> Option<u8> {
    character(name).map(|character| character.rank)
}

/// A character of `edition` by the name a round gives it.
fn look_up(edition: Edition, name: &str) -> Option<Character> {
    if name.chars().count() > MAX_NAME {
        return None;
    }
    data::character(edition, name)
}

/// Whether the 2016 rules let `character` play with `players` (docs/rules.md:
/// the Emperor not with 2 players, the Queen only with 5 or more, no rank 9
/// with 2 players).
fn allowed_with(character: &Character, players: usize) -> bool {
    let rank_nine_dealt = character.rank != 9 || super::setup::can_deal_rank_nine(players);
    rank_nine_dealt && data::allowed_with(character, u8::try_from(players).unwrap_or(u8::MAX))
}

/// Checks a play's rounds against the rules, for a game of `edition` with
/// `players` seats. The first problem found is returned.
pub fn check_rounds(
    edition: Edition,
    players: usize,
    rounds: &[Round],
) -> Result<(), RoundRefusal> {
    if rounds.len() > MAX_ROUNDS {
        return Err(RoundRefusal::TooMany {
            count: rounds.len(),
        });
    }
    // The character of each rank, as the first round that shows it has it.
    let mut in_game: BTreeMap<u8, &'static str> = BTreeMap::new();
    // Whether the King plays in this game: always in the classic edition; in
    // 2016 when any round shows him (he may be face down in the first ones).
    let king_plays = edition == Edition::Classic
        || rounds.iter().any(|round| {
            let picked = round.picks.iter().map(|pick| &pick.character);
            let named = round.murdered.iter().chain(&round.robbed);
            picked.chain(named).any(|name| name == KING)
        });
    let mut crown_before: Option<u8> = None;
    for (at, round) in rounds.iter().enumerate() {
        let picked = check_picks(edition, players, at, round, &mut in_game)?;
        let taken = |name: &str| picked.iter().find(|(_, c)| c.name == name);
        let murdered = check_target(
            (edition, players),
            at,
            "murdered",
            &round.murdered,
            &mut in_game,
        )?;
        if let Some(murdered) = murdered {
            if taken(ASSASSIN).is_none() {
                return Err(RoundRefusal::NobodyTook {
                    round: at,
                    part: "murdered",
                    character: ASSASSIN,
                });
            }
            if murdered.name == ASSASSIN {
                return Err(RoundRefusal::AssassinSelf { round: at });
            }
        }
        if let Some(robbed) = check_target(
            (edition, players),
            at,
            "robbed",
            &round.robbed,
            &mut in_game,
        )? {
            if taken(THIEF).is_none() {
                return Err(RoundRefusal::NobodyTook {
                    round: at,
                    part: "robbed",
                    character: THIEF,
                });
            }
            let murdered_name = murdered.map(|c| c.name);
            // A murdered character does not act in that round (the seed).
            if murdered_name == Some(THIEF) {
                return Err(RoundRefusal::ThiefMurdered { round: at });
            }
            if robbed.name == ASSASSIN || robbed.name == THIEF || Some(robbed.name) == murdered_name
            {
                return Err(RoundRefusal::CannotRob {
                    round: at,
                    character: robbed.name,
                });
            }
        }
        if usize::from(round.crown) >= players {
            return Err(RoundRefusal::NoSuchSeat {
                round: at,
                part: "crown",
                seat: round.crown,
                players,
            });
        }
        // The King takes the crown even when murdered; a round without a King
        // leaves it where it was (docs/rules.md). The Emperor and the
        // Patrician move it as the table says: the rules reference is silent.
        match taken(KING) {
            Some(&(king, _)) if king != round.crown => {
                return Err(RoundRefusal::CrownNotWithKing {
                    round: at,
                    king,
                    crown: round.crown,
                })
            }
            None if king_plays => {
                if let Some(was) = crown_before.filter(|&was| was != round.crown) {
                    return Err(RoundRefusal::CrownMoved {
                        round: at,
                        was,
                        now: round.crown,
                    });
                }
            }
            _ => {}
        }
        crown_before = Some(round.crown);
    }
    Ok(())
}

/// One round's picks, checked; each seat with the characters it took.
fn check_picks(
    edition: Edition,
    players: usize,
    at: usize,
    round: &Round,
    in_game: &mut BTreeMap<u8, &'static str>,
) -> Result<Vec<(u8, Character)>, RoundRefusal> {
    let mut picked: Vec<(u8, Character)> = Vec::with_capacity(round.picks.len());
    for pick in &round.picks {
        let Some(character) = look_up(edition, &pick.character) else {
            return Err(RoundRefusal::NotACharacter {
                round: at,
                part: "picks",
                name: pick.character.clone(),
                edition,
            });
        };
        if usize::from(pick.seat) >= players {
            return Err(RoundRefusal::NoSuchSeat {
                round: at,
                part: "picks",
                seat: pick.seat,
                players,
            });
        }
        if edition == Edition::Y2016 && !allowed_with(&character, players) {
            return Err(RoundRefusal::NotWithPlayers {
                round: at,
                character: character.name,
                players,
            });
        }
        if let Some((_, earlier)) = picked.iter().find(|(_, c)| c.rank == character.rank) {
            return Err(if earlier.name == character.name {
                RoundRefusal::TakenTwice {
                    round: at,
                    character: character.name,
                }
            } else {
                RoundRefusal::RankTwice {
                    round: at,
                    rank: character.rank,
                    first: earlier.name,
                    second: character.name,
                }
            });
        }
        same_as_in_game(at, "picks", character, in_game)?;
        picked.push((pick.seat, character));
    }
    let expected = characters_per_seat(players);
    for seat in 0..players {
        let count = picked
            .iter()
            .filter(|(s, _)| usize::from(*s) == seat)
            .count();
        if count != expected {
            return Err(RoundRefusal::WrongCount {
                round: at,
                seat: seat as u8,
                count,
                expected,
            });
        }
    }
    Ok(picked)
}

/// The character a murder or robbery names, checked against the edition and
/// the characters in play.
fn check_target(
    (edition, players): (Edition, usize),
    at: usize,
    part: &'static str,
    named: &Option<String>,
    in_game: &mut BTreeMap<u8, &'static str>,
) -> Result<Option<Character>, RoundRefusal> {
    let Some(name) = named else {
        return Ok(None);
    };
    let Some(character) = look_up(edition, name) else {
        return Err(RoundRefusal::NotACharacter {
            round: at,
            part,
            name: name.clone(),
            edition,
        });
    };
    if edition == Edition::Y2016 && !allowed_with(&character, players) {
        return Err(RoundRefusal::NotWithPlayers {
            round: at,
            character: character.name,
            players,
        });
    }
    same_as_in_game(at, part, character, in_game)?;
    Ok(Some(character))
}

/// Refuses a character whose rank another character plays in this game;
/// notes the rank's character the first time it is seen.
fn same_as_in_game(
    at: usize,
    part: &'static str,
    character: Character,
    in_game: &mut BTreeMap<u8, &'static str>,
) -> Result<(), RoundRefusal> {
    let known = *in_game.entry(character.rank).or_insert(character.name);
    if known == character.name {
        Ok(())
    } else {
        Err(RoundRefusal::OtherCharacterOfRank {
            round: at,
            part,
            rank: character.rank,
            in_game: known,
            named: character.name,
        })
    }
}

/// The highest rank each seat revealed in the last round (the murdered
/// character too: it is revealed once every other has acted); `None` for every
/// seat without rounds.
pub fn highest_ranks_last_round(
    edition: Edition,
    players: usize,
    rounds: &[Round],
) -> Vec<Option<u8>> {
    let mut highest = vec![None; players];
    for pick in rounds.last().map_or(&[][..], |round| &round.picks) {
        let rank = look_up(edition, &pick.character).map(|c| c.rank);
        if let Some(best) = highest.get_mut(usize::from(pick.seat)) {
            *best = (*best).max(rank);
        }
    }
    highest
}

/// Checks a play's rounds against its score, then fills the pad's crown and
/// (2016) highest ranks from them; an entry that disagrees with them is
/// refused, naming both.
pub fn apply_rounds(input: &mut ScoreInput, rounds: &[Round]) -> Result<(), RoundRefusal> {
    check_rounds(input.edition, input.players.len(), rounds)?;
    let Some(last) = rounds.last() else {
        return Ok(());
    };
    let players = input.players.len();
    let name = |input: &ScoreInput, seat: usize| {
        let name = input.players[seat].name.trim();
        if name.is_empty() {
            format!("Player {}", seat + 1)
        } else {
            name.to_owned()
        }
    };
    let crown = usize::from(last.crown);
    // Every seat marked with the crown must be the one the rounds end with.
    if let Some(marked) = (0..players).find(|&seat| input.players[seat].crown && seat != crown) {
        return Err(RoundRefusal::PadDisagrees {
            player: marked,
            who: name(input, marked),
            field: "crown",
            entered: name(input, marked),
            rounds_say: name(input, crown),
        });
    }
    for (seat, player) in input.players.iter_mut().enumerate() {
        player.crown = seat == crown;
    }
    if input.edition != Edition::Y2016 {
        return Ok(());
    }
    let highest = highest_ranks_last_round(input.edition, players, rounds);
    for (seat, rank) in highest.into_iter().enumerate() {
        let Some(rank) = rank else { continue };
        match input.players[seat].highest_rank_last_round {
            Some(entered) if entered != i64::from(rank) => {
                return Err(RoundRefusal::PadDisagrees {
                    player: seat,
                    who: name(input, seat),
                    field: "highest_rank_last_round",
                    entered: entered.to_string(),
                    rounds_say: rank.to_string(),
                })
            }
            _ => input.players[seat].highest_rank_last_round = Some(i64::from(rank)),
        }
    }
    Ok(())
}

/// A character's Traditional Chinese name, for the refusals' words (the text
/// as given, if it is none).
fn zh(name: &str) -> &str {
    character(name).map_or(name, |character| character.name_zh_tw)
}

fn seat_words(seat: u8, language: Language) -> String {
    match language {
        Language::English => format!("seat {}", seat + 1),
        Language::TraditionalChinese => format!("第 {} 位", seat + 1),
    }
}

/// In English, as the API says it.
impl std::fmt::Display for RoundRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_english())
    }
}

impl Say for RoundRefusal {
    fn say(&self, language: Language) -> String {
        match language {
            Language::English => self.in_english(),
            Language::TraditionalChinese => self.in_chinese(),
        }
    }
}

impl RoundRefusal {
    fn in_english(&self) -> String {
        let seat = |seat: &u8| seat_words(*seat, Language::English);
        match self {
            RoundRefusal::NotKept => {
                "Rounds are kept only for a game played round by round (Citadels)".to_owned()
            }
            RoundRefusal::TooMany { count } => {
                format!("The game has {count} rounds: a play keeps at most {MAX_ROUNDS}")
            }
            RoundRefusal::NotACharacter {
                round,
                name,
                edition,
                ..
            } => format!(
                "Round {}: \"{}\" is no character of the {} edition",
                round + 1,
                quoted(name),
                edition.id()
            ),
            RoundRefusal::NotWithPlayers {
                round,
                character,
                players,
            } => format!(
                "Round {}: the {character} does not play with {players} players",
                round + 1
            ),
            RoundRefusal::NoSuchSeat {
                round,
                seat: at,
                players,
                ..
            } => format!(
                "Round {}: there is no seat {} at a table of {players}",
                round + 1,
                at + 1
            ),
            RoundRefusal::TakenTwice { round, character } => format!(
                "Round {}: the {character} is taken twice; each character is one card",
                round + 1
            ),
            RoundRefusal::RankTwice {
                round,
                rank,
                first,
                second,
            } => format!(
                "Round {}: the {first} and the {second} are both rank {rank}; a game plays one character of each rank",
                round + 1
            ),
            RoundRefusal::OtherCharacterOfRank {
                round,
                rank,
                in_game,
                named,
                ..
            } => format!(
                "Round {}: rank {rank} in this game is the {in_game}, not the {named}",
                round + 1
            ),
            RoundRefusal::WrongCount {
                round,
                seat: at,
                count,
                expected,
            } => format!(
                "Round {}: {} took {count} characters; each player takes {expected} at this table",
                round + 1,
                seat(at)
            ),
            RoundRefusal::NobodyTook {
                round,
                part,
                character,
            } => {
                let what = if *part == "murdered" { "murder" } else { "robbery" };
                format!(
                    "Round {}: a {what} is marked, but nobody took the {character}",
                    round + 1
                )
            }
            RoundRefusal::AssassinSelf { round } => {
                format!("Round {}: the Assassin cannot murder the Assassin", round + 1)
            }
            RoundRefusal::ThiefMurdered { round } => format!(
                "Round {}: the Thief was murdered, so robbed nobody: a murdered character does not act",
                round + 1
            ),
            RoundRefusal::CannotRob { round, character } => format!(
                "Round {}: the Thief cannot rob the {character}: not the Assassin, not the murdered character, not itself",
                round + 1
            ),
            RoundRefusal::CrownNotWithKing { round, king, crown } => format!(
                "Round {}: the King was {}, who takes the crown even when murdered, but the crown ends the round at {}",
                round + 1,
                seat(king),
                seat(crown)
            ),
            RoundRefusal::CrownMoved { round, was, now } => format!(
                "Round {}: nobody took the King, so the crown stays with {}, not {}",
                round + 1,
                seat(was),
                seat(now)
            ),
            RoundRefusal::PadDisagrees {
                who,
                field,
                entered,
                rounds_say,
                ..
            } => {
                if *field == "crown" {
                    format!(
                        "The crown is marked for {entered}, but the rounds end with {rounds_say} holding it"
                    )
                } else {
                    format!(
                        "{who}'s highest rank revealed in the last round is entered as {entered}, but the last round says {rounds_say}"
                    )
                }
            }
        }
    }

    fn in_chinese(&self) -> String {
        let chinese = Language::TraditionalChinese;
        let seat = |seat: &u8| seat_words(*seat, chinese);
        match self {
            RoundRefusal::NotKept => "只有逐輪進行的遊戲（富饒之城）才記錄每一輪。".to_owned(),
            RoundRefusal::TooMany { count } => {
                format!("這局有 {count} 輪：一局最多記錄 {MAX_ROUNDS} 輪。")
            }
            RoundRefusal::NotACharacter {
                round,
                name,
                edition,
                ..
            } => {
                let edition = match edition {
                    Edition::Classic => "經典版",
                    Edition::Y2016 => "2016 版",
                };
                format!(
                    "第 {} 輪：「{}」不是{edition}的角色。",
                    round + 1,
                    quoted(name)
                )
            }
            RoundRefusal::NotWithPlayers {
                round,
                character,
                players,
            } => format!(
                "第 {} 輪：{players} 人遊戲不使用{}。",
                round + 1,
                zh(character)
            ),
            RoundRefusal::NoSuchSeat {
                round,
                seat: at,
                players,
                ..
            } => format!(
                "第 {} 輪：{players} 人的桌上沒有第 {} 個座位。",
                round + 1,
                at + 1
            ),
            RoundRefusal::TakenTwice { round, character } => format!(
                "第 {} 輪：{}被選了兩次；每個角色只有一張。",
                round + 1,
                zh(character)
            ),
            RoundRefusal::RankTwice {
                round,
                rank,
                first,
                second,
            } => format!(
                "第 {} 輪：{}和{}都是 {rank} 號；一局每個編號只用一個角色。",
                round + 1,
                zh(first),
                zh(second)
            ),
            RoundRefusal::OtherCharacterOfRank {
                round,
                rank,
                in_game,
                named: other,
                ..
            } => format!(
                "第 {} 輪：這局的 {rank} 號角色是{}，不是{}。",
                round + 1,
                zh(in_game),
                zh(other)
            ),
            RoundRefusal::WrongCount {
                round,
                seat: at,
                count,
                expected,
            } => format!(
                "第 {} 輪：{}玩家選了 {count} 個角色；這桌每位玩家選 {expected} 個。",
                round + 1,
                seat(at)
            ),
            RoundRefusal::NobodyTook {
                round,
                part,
                character,
            } => {
                let what = if *part == "murdered" {
                    "暗殺"
                } else {
                    "打劫"
                };
                format!(
                    "第 {} 輪：標示了{what}，但沒有人選{}。",
                    round + 1,
                    zh(character)
                )
            }
            RoundRefusal::AssassinSelf { round } => {
                format!("第 {} 輪：殺手不能暗殺殺手自己。", round + 1)
            }
            RoundRefusal::ThiefMurdered { round } => format!(
                "第 {} 輪：盜賊被暗殺，無法打劫：被殺掉的角色在該回合無法執行行動。",
                round + 1
            ),
            RoundRefusal::CannotRob { round, character } => format!(
                "第 {} 輪：盜賊不能打劫{}：盜賊不能打劫殺手、被殺手暗殺的角色或自己。",
                round + 1,
                zh(character)
            ),
            RoundRefusal::CrownNotWithKing { round, king, crown } => format!(
                "第 {} 輪：國王是{}玩家，即使被殺也拿取皇冠，但這輪結束時皇冠在{}玩家。",
                round + 1,
                seat(king),
                seat(crown)
            ),
            RoundRefusal::CrownMoved { round, was, now } => format!(
                "第 {} 輪：無人選擇國王，皇冠留在{}玩家，不是{}玩家。",
                round + 1,
                seat(was),
                seat(now)
            ),
            RoundRefusal::PadDisagrees {
                who,
                field,
                entered,
                rounds_say,
                ..
            } => {
                if *field == "crown" {
                    format!(
                        "皇冠標示在{}，但依回合紀錄，最後持有皇冠的是{}。",
                        before_han(entered),
                        before_han(rounds_say)
                    )
                } else {
                    format!(
                        "{}最後一輪展示的最高角色編號填的是 {entered}，但最後一輪的紀錄是 {rounds_say}。",
                        before_han(who)
                    )
                }
            }
        }
    }
}

/// Text a client sent, as a refusal quotes it: a bounded part.
fn quoted(text: &str) -> String {
    text.chars().take(MAX_NAME).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::citadels::{score, ClassicTieBreak, PlayerInput};

    /// A round from `(seat, character)` picks.
    fn round(picks: &[(u8, &str)], crown: u8) -> Round {
        Round {
            picks: picks
                .iter()
                .map(|&(seat, character)| Pick {
                    seat,
                    character: character.to_owned(),
                })
                .collect(),
            murdered: None,
            robbed: None,
            crown,
        }
    }

    /// Four players of the classic game: Assassin, Thief, King, Warlord.
    fn four() -> Round {
        round(
            &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        )
    }

    fn refused(edition: Edition, players: usize, rounds: &[Round]) -> RoundRefusal {
        check_rounds(edition, players, rounds).unwrap_err()
    }

    #[test]
    fn every_seat_takes_one_character_a_round_with_four_players_or_more() {
        assert_eq!(check_rounds(Edition::Classic, 4, &[four()]), Ok(()));
        let mut short = four();
        short.picks.pop();
        let error = refused(Edition::Classic, 4, &[short]);
        assert_eq!(
            error,
            RoundRefusal::WrongCount {
                round: 0,
                seat: 3,
                count: 0,
                expected: 1
            }
        );
        assert_eq!(error.field().to_string(), "rounds[0].picks");
    }

    #[test]
    fn two_and_three_players_take_two_characters_each() {
        let two = round(
            &[(0, "Assassin"), (1, "Thief"), (0, "King"), (1, "Warlord")],
            0,
        );
        assert_eq!(check_rounds(Edition::Classic, 2, &[two]), Ok(()));
        let three_with_one_each = round(&[(0, "Assassin"), (1, "Thief"), (2, "King")], 2);
        assert!(matches!(
            refused(Edition::Classic, 3, &[three_with_one_each]),
            RoundRefusal::WrongCount { expected: 2, .. }
        ));
    }

    #[test]
    fn a_character_taken_twice_in_a_round_is_refused() {
        let twice = round(
            &[(0, "Assassin"), (1, "King"), (2, "King"), (3, "Warlord")],
            1,
        );
        assert_eq!(
            refused(Edition::Classic, 4, &[twice]),
            RoundRefusal::TakenTwice {
                round: 0,
                character: "King"
            }
        );
    }

    #[test]
    fn a_character_not_in_the_edition_is_refused() {
        let witch = round(
            &[(0, "Witch"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        assert!(matches!(
            refused(Edition::Classic, 4, std::slice::from_ref(&witch)),
            RoundRefusal::NotACharacter { part: "picks", .. }
        ));
        assert_eq!(check_rounds(Edition::Y2016, 4, &[witch]), Ok(()));
        let mut long = four();
        long.picks[0].character = "A".repeat(10_000);
        let error = refused(Edition::Classic, 4, &[long]);
        // The words quote a bounded part of what was sent.
        assert!(error.say(Language::English).len() < 200);
    }

    #[test]
    fn a_seat_past_the_table_is_refused() {
        let mut far = four();
        far.picks[3].seat = 4;
        assert!(matches!(
            refused(Edition::Classic, 4, &[far]),
            RoundRefusal::NoSuchSeat { seat: 4, .. }
        ));
        let mut crown = four();
        crown.crown = 9;
        assert_eq!(
            refused(Edition::Classic, 4, &[crown]).field().to_string(),
            "rounds[0].crown"
        );
    }

    #[test]
    fn a_2016_game_plays_one_character_of_each_rank_for_the_whole_game() {
        let both = round(
            &[(0, "Assassin"), (1, "Witch"), (2, "King"), (3, "Warlord")],
            2,
        );
        assert!(matches!(
            refused(Edition::Y2016, 4, &[both]),
            RoundRefusal::RankTwice { rank: 1, .. }
        ));
        let first = round(
            &[(0, "Witch"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        let then = round(
            &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        assert_eq!(
            refused(Edition::Y2016, 4, &[first, then]),
            RoundRefusal::OtherCharacterOfRank {
                round: 1,
                part: "picks",
                rank: 1,
                in_game: "Witch",
                named: "Assassin"
            }
        );
    }

    #[test]
    fn the_emperor_not_with_2_players_and_the_queen_only_with_5_or_more() {
        let two = round(
            &[
                (0, "Assassin"),
                (1, "Thief"),
                (0, "Emperor"),
                (1, "Warlord"),
            ],
            0,
        );
        assert!(matches!(
            refused(Edition::Y2016, 2, &[two]),
            RoundRefusal::NotWithPlayers {
                character: "Emperor",
                ..
            }
        ));
        let queen = round(
            &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Queen")],
            2,
        );
        assert!(matches!(
            refused(Edition::Y2016, 4, &[queen]),
            RoundRefusal::NotWithPlayers {
                character: "Queen",
                ..
            }
        ));
    }

    #[test]
    fn the_assassin_murders_one_other_character() {
        let mut murder = four();
        murder.murdered = Some("Warlord".into());
        assert_eq!(
            check_rounds(Edition::Classic, 4, std::slice::from_ref(&murder)),
            Ok(())
        );
        // A character nobody took may be named: the Assassin does not know.
        murder.murdered = Some("Bishop".into());
        assert_eq!(
            check_rounds(Edition::Classic, 4, std::slice::from_ref(&murder)),
            Ok(())
        );
        murder.murdered = Some("Assassin".into());
        assert_eq!(
            refused(Edition::Classic, 4, &[murder]),
            RoundRefusal::AssassinSelf { round: 0 }
        );
        let mut without = round(
            &[(0, "Magician"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        without.murdered = Some("King".into());
        let error = refused(Edition::Classic, 4, &[without]);
        assert_eq!(error.field().to_string(), "rounds[0].murdered");
        assert!(error
            .say(Language::English)
            .contains("nobody took the Assassin"));
    }

    #[test]
    fn the_thief_cannot_rob_the_assassin_or_the_murdered_character() {
        let mut round = four();
        round.murdered = Some("Warlord".into());
        round.robbed = Some("King".into());
        assert_eq!(
            check_rounds(Edition::Classic, 4, std::slice::from_ref(&round)),
            Ok(())
        );
        for target in ["Assassin", "Warlord", "Thief"] {
            round.robbed = Some(target.into());
            assert_eq!(
                refused(Edition::Classic, 4, std::slice::from_ref(&round)),
                RoundRefusal::CannotRob {
                    round: 0,
                    character: data::character(Edition::Classic, target).unwrap().name
                },
                "{target}"
            );
        }
        let error = refused(Edition::Classic, 4, &[round]);
        assert_eq!(error.field().to_string(), "rounds[0].robbed");
        assert!(error
            .say(Language::TraditionalChinese)
            .contains("盜賊不能打劫殺手、被殺手暗殺的角色"));
    }

    #[test]
    fn the_king_takes_the_crown_even_when_murdered() {
        let mut murdered_king = four();
        murdered_king.murdered = Some("King".into());
        assert_eq!(
            check_rounds(Edition::Classic, 4, std::slice::from_ref(&murdered_king)),
            Ok(())
        );
        murdered_king.crown = 0;
        assert_eq!(
            refused(Edition::Classic, 4, &[murdered_king]),
            RoundRefusal::CrownNotWithKing {
                round: 0,
                king: 2,
                crown: 0
            }
        );
    }

    #[test]
    fn a_round_without_the_king_leaves_the_crown_where_it_was() {
        let first = four();
        let no_king = |crown| {
            round(
                &[(0, "Assassin"), (1, "Thief"), (2, "Bishop"), (3, "Warlord")],
                crown,
            )
        };
        assert_eq!(
            check_rounds(Edition::Classic, 4, &[first.clone(), no_king(2)]),
            Ok(())
        );
        assert_eq!(
            refused(Edition::Classic, 4, &[first, no_king(3)]),
            RoundRefusal::CrownMoved {
                round: 1,
                was: 2,
                now: 3
            }
        );
    }

    #[test]
    fn the_crown_stays_without_the_king_even_before_anyone_took_him() {
        // Classic: the King plays in every game, face down or not.
        let no_king = |crown| {
            round(
                &[(0, "Assassin"), (1, "Thief"), (2, "Bishop"), (3, "Warlord")],
                crown,
            )
        };
        assert_eq!(
            refused(Edition::Classic, 4, &[no_king(0), no_king(3)]),
            RoundRefusal::CrownMoved {
                round: 1,
                was: 0,
                now: 3
            }
        );
        // 2016: a King first taken in a later round plays from the start.
        let later = round(
            &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        assert!(matches!(
            refused(Edition::Y2016, 4, &[no_king(0), no_king(3), later]),
            RoundRefusal::CrownMoved { round: 1, .. }
        ));
    }

    #[test]
    fn a_murdered_thief_robs_nobody() {
        let mut round = four();
        round.murdered = Some("Thief".into());
        round.robbed = Some("King".into());
        assert_eq!(
            refused(Edition::Classic, 4, &[round]),
            RoundRefusal::ThiefMurdered { round: 0 }
        );
    }

    #[test]
    fn two_players_deal_no_rank_9_not_even_as_a_target() {
        let two = round(
            &[(0, "Assassin"), (1, "Thief"), (0, "King"), (1, "Artist")],
            0,
        );
        assert!(matches!(
            refused(Edition::Y2016, 2, &[two]),
            RoundRefusal::NotWithPlayers {
                character: "Artist",
                ..
            }
        ));
        let mut target = round(
            &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Warlord")],
            2,
        );
        target.murdered = Some("Queen".into());
        assert!(matches!(
            refused(Edition::Y2016, 4, &[target]),
            RoundRefusal::NotWithPlayers {
                character: "Queen",
                ..
            }
        ));
    }

    #[test]
    fn the_emperor_moves_the_crown_as_the_table_says() {
        // Rank 4 is the Emperor: the rules reference does not say where the
        // crown goes, so the table's entry stands.
        let emperor = |crown| {
            round(
                &[(0, "Witch"), (1, "Spy"), (2, "Emperor"), (3, "Diplomat")],
                crown,
            )
        };
        assert_eq!(
            check_rounds(Edition::Y2016, 4, &[emperor(1), emperor(3)]),
            Ok(())
        );
    }

    #[test]
    fn a_play_keeps_at_most_50_rounds() {
        let rounds = vec![four(); MAX_ROUNDS + 1];
        assert_eq!(
            refused(Edition::Classic, 4, &rounds),
            RoundRefusal::TooMany { count: 51 }
        );
        assert_eq!(check_rounds(Edition::Classic, 4, &rounds[1..]), Ok(()));
    }

    #[test]
    fn a_7_player_2016_preset_game_round_by_round() {
        // Illustrious Emissaries: Witch, Spy, Seer, Emperor, Bishop, Merchant,
        // Scholar, Diplomat, Artist; seven take one each, two stay out.
        let one = round(
            &[
                (0, "Seer"),
                (1, "Witch"),
                (2, "Artist"),
                (3, "Emperor"),
                (4, "Diplomat"),
                (5, "Bishop"),
                (6, "Scholar"),
            ],
            5,
        );
        let two = round(
            &[
                (0, "Spy"),
                (1, "Merchant"),
                (2, "Bishop"),
                (3, "Scholar"),
                (4, "Witch"),
                (5, "Seer"),
                (6, "Diplomat"),
            ],
            5,
        );
        assert_eq!(
            check_rounds(Edition::Y2016, 7, &[one.clone(), two.clone()]),
            Ok(())
        );
        assert_eq!(
            highest_ranks_last_round(Edition::Y2016, 7, &[one, two]),
            [2, 6, 5, 7, 1, 3, 8].map(Some)
        );
    }

    fn players(names: &[&str]) -> Vec<PlayerInput> {
        names
            .iter()
            .map(|name| PlayerInput {
                name: (*name).to_owned(),
                ..PlayerInput::default()
            })
            .collect()
    }

    fn input(edition: Edition, names: &[&str]) -> ScoreInput {
        ScoreInput {
            edition,
            players: players(names),
            complete_at: None,
            classic_tie_break: ClassicTieBreak::Shared,
        }
    }

    #[test]
    fn the_2016_tie_break_and_the_crown_come_from_the_last_round() {
        let rounds = [
            round(
                &[(0, "Assassin"), (1, "Thief"), (2, "King"), (3, "Warlord")],
                2,
            ),
            round(
                &[(0, "Warlord"), (1, "King"), (2, "Thief"), (3, "Assassin")],
                1,
            ),
        ];
        let mut pad = input(Edition::Y2016, &["Ann", "Bo", "Cy", "Di"]);
        apply_rounds(&mut pad, &rounds).unwrap();
        let ranks: Vec<_> = pad
            .players
            .iter()
            .map(|p| p.highest_rank_last_round)
            .collect();
        assert_eq!(ranks, [Some(8), Some(4), Some(2), Some(1)]);
        let crowns: Vec<_> = pad.players.iter().map(|p| p.crown).collect();
        assert_eq!(crowns, [false, true, false, false]);
        // Four empty cities tie; Ann revealed the Warlord last and wins.
        assert_eq!(score(&pad).unwrap().winners, ["Ann"]);
    }

    #[test]
    fn the_classic_pad_takes_only_the_crown_from_the_rounds() {
        let mut pad = input(Edition::Classic, &["Ann", "Bo", "Cy", "Di"]);
        apply_rounds(&mut pad, &[four()]).unwrap();
        assert!(pad.players[2].crown);
        assert!(pad
            .players
            .iter()
            .all(|p| p.highest_rank_last_round.is_none()));
    }

    #[test]
    fn a_hand_entered_value_that_disagrees_with_the_rounds_is_refused_naming_both() {
        let mut pad = input(Edition::Y2016, &["Ann", "Bo", "Cy", "Di"]);
        pad.players[3].highest_rank_last_round = Some(5);
        let error = apply_rounds(&mut pad, &[four()]).unwrap_err();
        assert_eq!(
            error.field().to_string(),
            "players[3].highest_rank_last_round"
        );
        let words = error.say(Language::English);
        assert!(
            words.contains("entered as 5") && words.contains("says 8"),
            "{words}"
        );
        // The same value entered by hand agrees.
        let mut pad = input(Edition::Y2016, &["Ann", "Bo", "Cy", "Di"]);
        pad.players[3].highest_rank_last_round = Some(8);
        pad.players[2].crown = true;
        assert_eq!(apply_rounds(&mut pad, &[four()]), Ok(()));
        // A second crown beside the right one is refused too.
        let mut pad = input(Edition::Y2016, &["Ann", "Bo", "Cy", "Di"]);
        pad.players[2].crown = true;
        pad.players[3].crown = true;
        assert_eq!(
            apply_rounds(&mut pad, &[four()])
                .unwrap_err()
                .field()
                .to_string(),
            "players[3].crown"
        );
        let mut pad = input(Edition::Y2016, &["Ann", "Bo", "Cy", "Di"]);
        pad.players[0].crown = true;
        let error = apply_rounds(&mut pad, &[four()]).unwrap_err();
        assert_eq!(error.field().to_string(), "players[0].crown");
        assert!(error
            .say(Language::English)
            .contains("marked for Ann, but the rounds end with Cy"));
    }

    #[test]
    fn rounds_are_checked_for_the_pads_table() {
        let mut pad = input(Edition::Classic, &["Ann", "Bo", "Cy"]);
        assert!(matches!(
            apply_rounds(&mut pad, &[four()]),
            Err(RoundRefusal::NoSuchSeat { .. })
        ));
        assert_eq!(apply_rounds(&mut pad, &[]), Ok(()));
    }

    #[test]
    fn a_round_reads_from_json_and_refuses_unknown_fields() {
        let text = r#"{"crown":0,"murdered":null,"picks":[{"character":"King","seat":0}],"robbed":"Bishop"}"#;
        let read: Round = serde_json::from_str(text).unwrap();
        assert_eq!(read.robbed.as_deref(), Some("Bishop"));
        assert_eq!(serde_json::to_string(&read).unwrap(), text);
        assert!(
            serde_json::from_str::<Round>(r#"{"picks":[],"crown":0,"poisoned":"King"}"#).is_err()
        );
    }

    #[test]
    #[cfg(feature = "live")]
    fn rounds_read_from_the_api_say_where_they_are_wrong() {
        use serde_json::json;
        let one = json!({"picks": [{"seat": 0, "character": "King"}], "crown": 0});
        assert_eq!(read_rounds(&json!([one])).unwrap()[0].crown, 0);
        let field = |value| read_rounds(&value).unwrap_err().field().to_string();
        assert_eq!(field(json!("King")), "rounds");
        assert_eq!(field(json!(vec![one.clone(); 51])), "rounds");
        assert_eq!(field(json!([one, {"picks": [], "crown": -1}])), "rounds[1]");
        let hostile = "</script>".repeat(2_000);
        let error = read_rounds(&json!([{ "picks": [], "crown": 0, hostile: 1 }])).unwrap_err();
        assert!(error.to_string().len() < 300, "{error}");
    }

    #[test]
    fn a_pad_keeps_its_rounds_as_text_and_reads_them_back() {
        let mut last = round(
            &[
                (0, "Tax Collector"),
                (1, "Thief"),
                (2, "King"),
                (3, "Assassin"),
            ],
            2,
        );
        last.murdered = Some("Tax Collector".into());
        last.robbed = Some("King".into());
        let rounds = vec![four(), last];
        let text = encode_rounds(&rounds);
        assert_eq!(
            text,
            "crown=2,0=Assassin,1=Thief,2=King,3=Warlord;\
             crown=2,0=Tax Collector,1=Thief,2=King,3=Assassin,murdered=Tax Collector,robbed=King"
        );
        assert_eq!(decode_rounds(&text), Some(rounds));
        assert_eq!(decode_rounds(""), Some(Vec::new()));
        // What no pad writes reads as nothing.
        for damaged in [
            "crown=x,0=King",
            "0=King",
            "crown=1,crown=2",
            "crown=1,0King",
            "crown=1,murdered=King,murdered=Thief",
            "crown=1,0=1=King",
        ] {
            assert_eq!(decode_rounds(damaged), None, "{damaged}");
        }
        let long = format!("crown=0,0={}", "A".repeat(MAX_NAME + 1));
        assert_eq!(decode_rounds(&long), None);
        let nine_picks = format!("crown=0{}", ",0=King".repeat(MAX_PICKS + 1));
        assert_eq!(decode_rounds(&nine_picks), None);
        let one = encode_rounds(&[four()]);
        assert!(decode_rounds(&vec![one.as_str(); MAX_ROUNDS].join(";")).is_some());
        assert_eq!(
            decode_rounds(&vec![one.as_str(); MAX_ROUNDS + 1].join(";")),
            None
        );
    }

    #[test]
    fn every_refusal_is_said_in_both_languages() {
        let all = [
            RoundRefusal::NotKept,
            RoundRefusal::TooMany { count: 51 },
            RoundRefusal::NotACharacter {
                round: 0,
                part: "picks",
                name: "Jester".into(),
                edition: Edition::Classic,
            },
            RoundRefusal::NotWithPlayers {
                round: 0,
                character: "Queen",
                players: 4,
            },
            RoundRefusal::NoSuchSeat {
                round: 0,
                part: "crown",
                seat: 5,
                players: 4,
            },
            RoundRefusal::TakenTwice {
                round: 0,
                character: "King",
            },
            RoundRefusal::RankTwice {
                round: 0,
                rank: 1,
                first: "Assassin",
                second: "Witch",
            },
            RoundRefusal::OtherCharacterOfRank {
                round: 1,
                part: "picks",
                rank: 1,
                in_game: "Witch",
                named: "Assassin",
            },
            RoundRefusal::WrongCount {
                round: 0,
                seat: 1,
                count: 0,
                expected: 1,
            },
            RoundRefusal::NobodyTook {
                round: 0,
                part: "robbed",
                character: "Thief",
            },
            RoundRefusal::AssassinSelf { round: 0 },
            RoundRefusal::ThiefMurdered { round: 0 },
            RoundRefusal::CannotRob {
                round: 0,
                character: "Assassin",
            },
            RoundRefusal::CrownNotWithKing {
                round: 0,
                king: 1,
                crown: 2,
            },
            RoundRefusal::CrownMoved {
                round: 1,
                was: 1,
                now: 2,
            },
            RoundRefusal::PadDisagrees {
                player: 0,
                who: "Ann".into(),
                field: "crown",
                entered: "Ann".into(),
                rounds_say: "Bo".into(),
            },
        ];
        let han = |text: &str| text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        for refusal in all {
            let en = refusal.say(Language::English);
            let zh = refusal.say(Language::TraditionalChinese);
            assert!(!han(&en) && en.len() > 20, "{en}");
            assert!(han(&zh), "{zh}");
            assert!(
                refusal.field().to_string().starts_with("rounds")
                    || refusal.field().player.is_some()
            );
            assert_eq!(refusal.to_string(), en);
        }
    }
}
