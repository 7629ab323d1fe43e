//! The table's caller (issue 64): the crown holder calls the characters in
//! rank order, and the phone keeps what each call brought, answer by answer,
//! until the round is whole and joins the play's rounds (`super::rounds`).
//!
//! What is asked follows the seed's round: each character in play is called
//! (the round's face-up removals are not); a character is taken by a seat or
//! by nobody; the rank-1 and rank-2 characters name their target when they
//! reveal; the murdered character is called and passes in silence, and its
//! holder is asked for only once every other character has acted; the King
//! takes the crown, murdered or not, and a round without him leaves it where
//! it was.
//!
//! A round in progress is kept in the pad's table as its answers
//! ([`CALL_KEY`]), finished rounds under [`ROUNDS_KEY`], so the call goes
//! wherever the pad goes and a reload or a lost network loses nothing.

use super::data::Character;
use super::rounds::{
    characters_per_seat, check_rounds, decode_rounds, encode_rounds, Pick, Round, RoundRefusal,
    MAX_ROUNDS, ROUNDS_KEY,
};
use super::score::{CROWN, HIGHEST_RANK};
use super::Edition;
use crate::scorepad::ScoreState;

/// The pad's table entry of the round being called: its answers so far.
pub const CALL_KEY: &str = "round_call";

const ASSASSIN: &str = "Assassin";
const THIEF: &str = "Thief";
const KING: &str = "King";

/// The characters of one round, as the setup deals them: those of the game
/// in rank order, and the round's face-up removals among them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundDeal {
    pub characters: Vec<Character>,
    pub face_up: Vec<&'static str>,
}

impl RoundDeal {
    /// Round `number`'s deal (from 1) of the setup drawn with `options` and
    /// `seed`: each round's removal is its own draw from the seed, dealt by
    /// the crown holder of that round.
    pub fn of_setup(
        options: &super::SetupOptions,
        seed: &crate::Seed,
        number: usize,
    ) -> Option<RoundDeal> {
        let options = super::SetupOptions {
            round: u32::try_from(number).ok()?,
            ..options.clone()
        };
        let setup = super::setup(&options, seed).ok()?;
        let character = |name: &str| super::data::character(setup.edition, name);
        Some(RoundDeal {
            characters: setup
                .characters
                .iter()
                .map(|name| character(name))
                .collect::<Option<_>>()?,
            face_up: setup.removed_face_up,
        })
    }

    /// The classic game's round when its setup is not known: every
    /// character is called (the table says who took none).
    pub fn classic_unknown() -> RoundDeal {
        RoundDeal {
            characters: super::data::CLASSIC_CHARACTERS.to_vec(),
            face_up: Vec::new(),
        }
    }

    /// The characters called this round, in rank order.
    pub fn called(&self) -> impl Iterator<Item = &Character> {
        self.characters
            .iter()
            .filter(|character| !self.face_up.contains(&character.name))
    }
}

/// What a caller deals its rounds from: the game's edition, and the setup
/// it is played on (options, seed, the seat holding the crown first) when
/// that setup seats this table in this edition.
#[derive(Debug, Clone)]
pub struct CallSource {
    edition: Edition,
    setup: Option<(super::SetupOptions, crate::Seed)>,
    opening: u8,
}

impl CallSource {
    pub fn new(
        edition: Edition,
        players: usize,
        setup: Option<(super::SetupOptions, crate::Seed, u8)>,
    ) -> CallSource {
        let setup = setup.filter(|(options, _, _)| {
            usize::from(options.players) == players && options.edition == edition
        });
        CallSource {
            edition,
            opening: setup.as_ref().map_or(0, |(_, _, seat)| *seat),
            setup: setup.map(|(options, seed, _)| (options, seed)),
        }
    }

    /// The seat that calls the first round: the setup's crown (the first
    /// seat without a setup).
    pub fn opening(&self) -> u8 {
        self.opening
    }

    /// Round `number`'s deal: the setup's; without one, the classic game's
    /// eight characters, and none for a 2016 game (its roster is the seed's).
    pub fn deal(&self, number: usize) -> Option<RoundDeal> {
        match &self.setup {
            Some((options, seed)) => RoundDeal::of_setup(options, seed, number),
            None if self.edition == Edition::Classic => Some(RoundDeal::classic_unknown()),
            None => None,
        }
    }
}

/// One answer to what the caller asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The seat (its place at the table) that reveals the character called.
    Seat(u8),
    /// Nobody took the character called.
    Nobody,
    /// The murdered character was called, and passed in silence.
    Silence,
    /// The character the one who revealed named (`None`: nobody, or not known).
    Target(Option<String>),
}

/// What the caller asks now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// Who reveals this character? (`revealed_last`: the murdered one,
    /// revealed after every other has acted.)
    WhoHas {
        character: Character,
        revealed_last: bool,
    },
    /// The murdered character is called: its holder stays silent.
    Silent { character: Character },
    /// Whom the character just revealed names, among `choices`.
    TargetOf {
        character: Character,
        choices: Vec<Character>,
    },
    /// Who holds the crown now that this rank-4 character other than the
    /// King (the Emperor, the Patrician) is revealed: the rule summaries do
    /// not say, so the table does.
    CrownTo { character: Character },
    /// Every character has been called: the round is whole.
    Whole,
}

/// Where a character stands in the round being called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub character: Character,
    /// Removed face up this round: never called.
    pub face_up: bool,
    /// Who revealed it; `Some(None)`: called, and nobody took it.
    pub taken: Option<Option<u8>>,
    /// The character that named it (the Assassin for the murdered one).
    pub named_by: Option<&'static str>,
    /// Being asked about now.
    pub now: bool,
}

/// Why an answer was not taken (the page offers only those it takes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerRefused {
    /// Not an answer to what is asked (a seat where a target is asked).
    NotAsked,
    /// No such seat, or one that already reveals all the characters it holds.
    SeatFull(u8),
    /// Not a character this one may name.
    NotATarget(String),
    /// The play already keeps [`MAX_ROUNDS`].
    TooManyRounds,
}

/// The round being called: the crown that calls it and the answers so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub players: usize,
    /// The seat that holds the crown and calls.
    pub crown: u8,
    pub answers: Vec<Answer>,
}

/// The round an answer list makes so far.
#[derive(Debug, Clone, Default)]
struct Progress {
    picks: Vec<Pick>,
    murdered: Option<String>,
    robbed: Option<String>,
    /// Each target named: (who named, whom).
    named: Vec<(&'static str, String)>,
    /// The next character to call, by its place among those called.
    at: usize,
    /// A character just revealed that names a target.
    naming: Option<Character>,
    /// A rank-4 character other than the King just revealed: the table
    /// says who holds the crown now.
    crowning: Option<Character>,
    /// The seat the table gave the crown to.
    crown_to: Option<u8>,
    /// The murdered character's holder has been asked for.
    revealed_last: bool,
}

/// Whether a character names a target when it reveals: ranks 1 and 2.
fn names_a_target(character: &Character) -> bool {
    character.rank <= 2
}

/// Whether the table says who holds the crown once this character is
/// revealed: rank 4 but not the King (whose crown is the rules').
fn hands_the_crown(character: &Character) -> bool {
    character.rank == 4 && character.name != KING
}

impl Call {
    /// A new round called by `crown`.
    pub fn new(players: usize, crown: u8) -> Call {
        Call {
            players,
            crown,
            answers: Vec::new(),
        }
    }

    /// The round the answers make, and how many of them it took: answers
    /// are taken only while they fit (kept ones may not: a seat added, the
    /// edition changed); the rest are left out.
    fn progress_and_fit(&self, deal: &RoundDeal) -> (Progress, usize) {
        let mut progress = Progress::default();
        let mut fit = 0;
        for answer in &self.answers {
            if self.take(&mut progress, deal, answer).is_err() {
                break;
            }
            fit += 1;
        }
        (progress, fit)
    }

    fn progress(&self, deal: &RoundDeal) -> Progress {
        self.progress_and_fit(deal).0
    }

    /// What is asked after `progress`.
    fn ask(&self, progress: &Progress, deal: &RoundDeal) -> Ask {
        if let Some(character) = progress.naming {
            return Ask::TargetOf {
                character,
                choices: self.choices(progress, deal, &character),
            };
        }
        if let Some(character) = progress.crowning {
            return Ask::CrownTo { character };
        }
        if let Some(character) = deal.called().nth(progress.at) {
            return match progress.murdered.as_deref() == Some(character.name) {
                true => Ask::Silent {
                    character: *character,
                },
                false => Ask::WhoHas {
                    character: *character,
                    revealed_last: false,
                },
            };
        }
        let murdered = progress
            .murdered
            .as_deref()
            .and_then(|name| deal.called().find(|character| character.name == name));
        match murdered {
            Some(character) if !progress.revealed_last => Ask::WhoHas {
                character: *character,
                revealed_last: true,
            },
            _ => Ask::Whole,
        }
    }

    /// Whom `character` may name: a character of the game of a higher rank
    /// not removed face up; and the Thief not the murdered one either (the
    /// seed's rule: not the Assassin, not the murdered).
    fn choices(
        &self,
        progress: &Progress,
        deal: &RoundDeal,
        character: &Character,
    ) -> Vec<Character> {
        let lowest = if character.rank == 1 { 2 } else { 3 };
        deal.called()
            .filter(|other| other.rank >= lowest)
            .filter(|other| {
                character.name != THIEF || progress.murdered.as_deref() != Some(other.name)
            })
            .copied()
            .collect()
    }

    fn seat_is_free(&self, progress: &Progress, seat: u8) -> bool {
        let held = progress.picks.iter().filter(|p| p.seat == seat).count();
        usize::from(seat) < self.players && held < characters_per_seat(self.players)
    }

    fn take(
        &self,
        progress: &mut Progress,
        deal: &RoundDeal,
        answer: &Answer,
    ) -> Result<(), AnswerRefused> {
        match (self.ask(progress, deal), answer) {
            (
                Ask::WhoHas {
                    character,
                    revealed_last,
                },
                Answer::Seat(seat),
            ) => {
                if !self.seat_is_free(progress, *seat) {
                    return Err(AnswerRefused::SeatFull(*seat));
                }
                progress.picks.push(Pick {
                    character: character.name.to_owned(),
                    seat: *seat,
                });
                if revealed_last {
                    progress.revealed_last = true;
                } else {
                    progress.at += 1;
                    progress.naming = names_a_target(&character).then_some(character);
                }
                progress.crowning = hands_the_crown(&character).then_some(character);
            }
            (Ask::WhoHas { revealed_last, .. }, Answer::Nobody) => match revealed_last {
                true => progress.revealed_last = true,
                false => progress.at += 1,
            },
            (Ask::Silent { .. }, Answer::Silence) => progress.at += 1,
            (Ask::CrownTo { .. }, Answer::Seat(seat)) if usize::from(*seat) < self.players => {
                progress.crown_to = Some(*seat);
                progress.crowning = None;
            }
            (Ask::TargetOf { character, choices }, Answer::Target(target)) => {
                if let Some(target) = target {
                    if !choices.iter().any(|choice| choice.name == target) {
                        return Err(AnswerRefused::NotATarget(target.clone()));
                    }
                    match character.name {
                        ASSASSIN => progress.murdered = Some(target.clone()),
                        THIEF => progress.robbed = Some(target.clone()),
                        _ => {}
                    }
                    progress.named.push((character.name, target.clone()));
                }
                progress.naming = None;
            }
            _ => return Err(AnswerRefused::NotAsked),
        }
        Ok(())
    }

    /// What is asked now.
    pub fn asking(&self, deal: &RoundDeal) -> Ask {
        self.ask(&self.progress(deal), deal)
    }

    /// Each character of the round, in rank order, as the call stands.
    pub fn rows(&self, deal: &RoundDeal) -> Vec<Row> {
        let progress = self.progress(deal);
        let asked = match self.ask(&progress, deal) {
            Ask::WhoHas { character, .. } | Ask::Silent { character } => Some(character.name),
            Ask::TargetOf { .. } | Ask::CrownTo { .. } | Ask::Whole => None,
        };
        let called: Vec<&str> = deal
            .called()
            .take(progress.at)
            .map(|character| character.name)
            .collect();
        deal.characters
            .iter()
            .map(|character| {
                let pick = progress
                    .picks
                    .iter()
                    .find(|pick| pick.character == character.name);
                let silent =
                    progress.murdered.as_deref() == Some(character.name) && !progress.revealed_last;
                let taken = match pick {
                    Some(pick) => Some(Some(pick.seat)),
                    None if called.contains(&character.name) && !silent => Some(None),
                    None => None,
                };
                Row {
                    character: *character,
                    face_up: deal.face_up.contains(&character.name),
                    taken,
                    named_by: progress
                        .named
                        .iter()
                        .find(|(_, target)| target == character.name)
                        .map(|(by, _)| *by),
                    now: asked == Some(character.name),
                }
            })
            .collect()
    }

    /// Whether `seat` may still reveal a character this round (it holds
    /// fewer than its one, or two with 2–3 players).
    pub fn seat_is_open(&self, deal: &RoundDeal, seat: u8) -> bool {
        self.seat_is_free(&self.progress(deal), seat)
    }

    /// Takes an answer to what is asked.
    pub fn answer(&mut self, deal: &RoundDeal, answer: Answer) -> Result<(), AnswerRefused> {
        let (mut progress, fit) = self.progress_and_fit(deal);
        self.take(&mut progress, deal, &answer)?;
        // Kept answers that no longer fit go: the call goes on from the
        // ones that do, never behind answers it cannot take.
        self.answers.truncate(fit);
        self.answers.push(answer);
        Ok(())
    }

    /// The whole round, once every character has been called: the crown
    /// goes to the King's seat, murdered or not; without the King it stays.
    pub fn round(&self, deal: &RoundDeal) -> Option<Round> {
        let progress = self.progress(deal);
        if self.ask(&progress, deal) != Ask::Whole {
            return None;
        }
        let king = progress.picks.iter().find(|pick| pick.character == KING);
        let crown = match king {
            Some(pick) => pick.seat,
            None => progress.crown_to.unwrap_or(self.crown),
        };
        Some(Round {
            crown,
            murdered: progress.murdered,
            picks: progress.picks,
            robbed: progress.robbed,
        })
    }

    /// The answers that call `round` (by `crown`) again, the targets the
    /// play does not keep (the Witch's, the Spy's…) as not known.
    pub fn of_round(players: usize, crown: u8, round: &Round, deal: &RoundDeal) -> Call {
        let mut call = Call::new(players, crown);
        let seat_of = |name: &str| {
            round
                .picks
                .iter()
                .find(|pick| pick.character == name)
                .map(|pick| pick.seat)
        };
        loop {
            let answer = match call.asking(deal) {
                Ask::WhoHas { character, .. } => {
                    seat_of(character.name).map_or(Answer::Nobody, Answer::Seat)
                }
                Ask::Silent { .. } => Answer::Silence,
                Ask::TargetOf { character, .. } => Answer::Target(match character.name {
                    ASSASSIN => round.murdered.clone(),
                    THIEF => round.robbed.clone(),
                    _ => None,
                }),
                Ask::CrownTo { .. } => Answer::Seat(round.crown),
                Ask::Whole => return call,
            };
            if call.answer(deal, answer).is_err() {
                return call;
            }
        }
    }
}

/// A game's rounds as its pad keeps them: the finished ones and the one
/// being called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub edition: Edition,
    pub rounds: Vec<Round>,
    pub call: Call,
}

/// The seat that calls the first round: the setup's crown.
pub type OpeningSeat = u8;

impl Caller {
    /// The rounds kept in `pad` (of `edition`), the first called by
    /// `opening`; `None` when what is kept cannot be read.
    pub fn read(pad: &ScoreState, edition: Edition, opening: OpeningSeat) -> Option<Caller> {
        let players = pad.seats.len();
        let rounds = match pad.table.get(ROUNDS_KEY) {
            Some(kept) => decode_rounds(kept)?,
            None => Vec::new(),
        };
        let crown = rounds.last().map_or(opening, |round| round.crown);
        let answers = match pad.table.get(CALL_KEY) {
            Some(kept) => decode_answers(kept)?,
            None => Vec::new(),
        };
        Some(Caller {
            edition,
            rounds,
            call: Call {
                players,
                crown,
                answers,
            },
        })
    }

    /// The last finished round's number, the seat it left the crown with,
    /// and the rank-4 character its holder revealed (`None`: nobody took
    /// that rank, and the crown stayed).
    pub fn last_crown(&self) -> Option<(usize, u8, Option<Character>)> {
        let last = self.rounds.last()?;
        let with = last
            .picks
            .iter()
            .filter_map(|pick| super::rounds::character(&pick.character))
            .find(|character| character.rank == 4);
        Some((self.rounds.len(), last.crown, with))
    }

    /// Whether there is an answer to take back.
    pub fn can_undo(&self) -> bool {
        !self.call.answers.is_empty() || !self.rounds.is_empty()
    }

    /// The number of the round being called, from 1.
    pub fn round_number(&self) -> usize {
        self.rounds.len() + 1
    }

    /// Takes an answer; a round made whole by it joins the rounds, and the
    /// next is called by the crown it ends with. A round the rules refuse
    /// (`check_rounds`) stays being called, with the refusal.
    pub fn answer(
        &mut self,
        deal: &RoundDeal,
        answer: Answer,
    ) -> Result<Option<RoundRefusal>, AnswerRefused> {
        if self.rounds.len() >= MAX_ROUNDS {
            return Err(AnswerRefused::TooManyRounds);
        }
        self.call.answer(deal, answer)?;
        let Some(round) = self.call.round(deal) else {
            return Ok(None);
        };
        let mut rounds = self.rounds.clone();
        rounds.push(round);
        if let Err(refused) = check_rounds(self.edition, self.call.players, &rounds) {
            return Ok(Some(refused));
        }
        self.call = Call::new(self.call.players, rounds[rounds.len() - 1].crown);
        self.rounds = rounds;
        Ok(None)
    }

    /// Why the rules refuse the round called whole (it then stays being
    /// called until an answer is taken back).
    pub fn refusal(&self, deal: &RoundDeal) -> Option<RoundRefusal> {
        let mut rounds = self.rounds.clone();
        rounds.push(self.call.round(deal)?);
        check_rounds(self.edition, self.call.players, &rounds).err()
    }

    /// Takes back the last answer, into the last finished round if the one
    /// being called has none (`deal_of(n)`: round n's deal). Whether there
    /// was one to take back.
    pub fn undo(&mut self, deal_of: impl Fn(usize) -> RoundDeal, opening: OpeningSeat) -> bool {
        if self.call.answers.pop().is_some() {
            return true;
        }
        let Some(last) = self.rounds.pop() else {
            return false;
        };
        let crown = self.rounds.last().map_or(opening, |round| round.crown);
        let deal = deal_of(self.round_number());
        self.call = Call::of_round(self.call.players, crown, &last, &deal);
        self.call.answers.pop();
        true
    }

    /// Writes the rounds and the call into the pad (`fill`: and the last
    /// round's crown and 2016 ranks into its fields, as [`fill_from_rounds`];
    /// not at a live table, whose server fills them from the rounds it takes).
    pub fn write(&self, pad: &mut ScoreState, fill: bool) {
        let kept = KeptCall {
            rounds: encode_rounds(&self.rounds),
            answers: encode_answers(&self.call.answers),
        };
        kept.write(&mut pad.table);
        if fill {
            fill_from_rounds(pad, self.edition, &self.rounds);
        }
    }
}

/// Fills a pad's fields from its rounds, as the API fills a play's score:
/// the crown where the last round left it and, in 2016, each seat's highest
/// rank revealed in the last round. Nothing without rounds.
pub fn fill_from_rounds(pad: &mut ScoreState, edition: Edition, rounds: &[Round]) {
    let Some(last) = rounds.last() else {
        return;
    };
    if let Some(seat) = pad.seats.get(usize::from(last.crown)) {
        let id = seat.id.to_string();
        pad.table.insert(CROWN.key.to_owned(), id);
    }
    if edition == Edition::Y2016 {
        let highest = super::rounds::highest_ranks_last_round(edition, pad.seats.len(), rounds);
        for (seat, rank) in pad.seats.iter_mut().zip(highest) {
            if let Some(rank) = rank {
                seat.values
                    .insert(HIGHEST_RANK.key.to_owned(), rank.to_string());
            }
        }
    }
}

/// Whether a pad's table keeps rounds, finished or being called: a game
/// under way on the phone, even with nothing else typed yet.
pub fn kept_in(table: &crate::scorepad::Entries) -> bool {
    table.contains_key(ROUNDS_KEY) || table.contains_key(CALL_KEY)
}

/// A game's call as a live table keeps it: the pad's finished rounds and
/// the answers of the round being called, as the pad keeps them (empty when
/// it keeps none). The table takes a phone's new call whole, when the phone
/// saw the call the table has (one phone calls; the others watch).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeptCall {
    pub rounds: String,
    pub answers: String,
}

/// The longest kept call a table takes, in bytes: 50 rounds of 8 seats
/// with the longest names are under 16 KB.
pub const MAX_KEPT_CALL: usize = 32 * 1024;

impl KeptCall {
    /// The call a pad's table entries keep.
    pub fn of_pad(table: &crate::scorepad::Entries) -> KeptCall {
        let text = |key: &str| table.get(key).cloned().unwrap_or_default();
        KeptCall {
            rounds: text(ROUNDS_KEY),
            answers: text(CALL_KEY),
        }
    }

    /// Writes the call into a pad, and its rounds' crown and ranks into the
    /// pad's fields ([`fill_from_rounds`]): a live table's pad as every
    /// phone and its Finish read it.
    pub fn write_filled(&self, pad: &mut ScoreState) {
        self.write(&mut pad.table);
        if let Some(rounds) = decode_rounds(&self.rounds) {
            fill_from_rounds(pad, super::pad::table_edition(&pad.table), &rounds);
        }
    }

    /// Writes the call into a pad's table entries (an empty part removed).
    pub fn write(&self, table: &mut crate::scorepad::Entries) {
        for (key, text) in [(ROUNDS_KEY, &self.rounds), (CALL_KEY, &self.answers)] {
            match text.is_empty() {
                true => table.remove(key),
                false => table.insert(key.to_owned(), text.clone()),
            };
        }
    }

    /// As one text (a table's column): the rounds, a line break, the
    /// answers; empty for no call. Neither part holds a line break.
    pub fn to_text(&self) -> String {
        match self.rounds.is_empty() && self.answers.is_empty() {
            true => String::new(),
            false => format!("{}\n{}", self.rounds, self.answers),
        }
    }

    /// [`KeptCall::to_text`] read back.
    pub fn from_text(text: &str) -> KeptCall {
        let (rounds, answers) = text.split_once('\n').unwrap_or((text, ""));
        KeptCall {
            rounds: rounds.to_owned(),
            answers: answers.to_owned(),
        }
    }

    /// Whether a table of `players` playing `edition` may keep this call:
    /// its size, its rounds by the rules, its answers as a pad writes them.
    pub fn check(&self, edition: Edition, players: usize) -> Result<(), KeptCallRefused> {
        if self.rounds.len() + self.answers.len() > MAX_KEPT_CALL {
            return Err(KeptCallRefused::TooLong);
        }
        let rounds = decode_rounds(&self.rounds).ok_or(KeptCallRefused::Unreadable)?;
        decode_answers(&self.answers).ok_or(KeptCallRefused::Unreadable)?;
        check_rounds(edition, players, &rounds).map_err(KeptCallRefused::Rules)
    }
}

/// Whether a live table whose input is `input` (the score API's body, half
/// filled in) may keep `call`: by its edition and its players.
#[cfg(feature = "live")]
pub fn check_for_table(input: &serde_json::Value, call: &KeptCall) -> Result<(), KeptCallRefused> {
    let edition = input
        .get(super::pad::EDITION_KEY)
        .and_then(serde_json::Value::as_str)
        .and_then(Edition::parse)
        .unwrap_or_default();
    let players = input["players"].as_array().map_or(0, Vec::len);
    call.check(edition, players)
}

/// Why a table does not take a call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeptCallRefused {
    TooLong,
    /// Rounds or answers a pad does not write.
    Unreadable,
    Rules(RoundRefusal),
}

impl KeptCallRefused {
    /// Why, in the API's words (English, after the field `rounds`).
    pub fn reason(&self) -> String {
        match self {
            KeptCallRefused::TooLong => format!("are longer than {MAX_KEPT_CALL} bytes"),
            KeptCallRefused::Unreadable => "cannot be read: not as a scorepad keeps them".into(),
            KeptCallRefused::Rules(refusal) => format!("break a rule: {refusal}"),
        }
    }
}

/// A round's answers as the pad keeps them: `3` a seat, `-` nobody, `~` the
/// silence, `>Name` a target (`>` none), joined by commas.
pub fn encode_answers(answers: &[Answer]) -> String {
    let words: Vec<String> = answers
        .iter()
        .map(|answer| match answer {
            Answer::Seat(seat) => seat.to_string(),
            Answer::Nobody => "-".to_owned(),
            Answer::Silence => "~".to_owned(),
            Answer::Target(target) => format!(">{}", target.as_deref().unwrap_or("")),
        })
        .collect();
    words.join(",")
}

/// The most answers a round can have: a seat and a target for each of nine
/// characters, the crown's seat, and the murdered one's holder.
const MAX_ANSWERS: usize = 2 * 9 + 2;

/// [`encode_answers`] read back; `None` for text it did not write.
pub fn decode_answers(text: &str) -> Option<Vec<Answer>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    let answers: Vec<Answer> = text
        .split(',')
        .take(MAX_ANSWERS + 1)
        .map(|word| match word {
            "-" => Some(Answer::Nobody),
            "~" => Some(Answer::Silence),
            _ => match word.strip_prefix('>') {
                Some("") => Some(Answer::Target(None)),
                Some(name) => {
                    let character = super::rounds::character(name)?;
                    Some(Answer::Target(Some(character.name.to_owned())))
                }
                None => word.parse().ok().map(Answer::Seat),
            },
        })
        .collect::<Option<_>>()?;
    (answers.len() <= MAX_ANSWERS).then_some(answers)
}

#[cfg(test)]
#[path = "caller_tests.rs"]
mod tests;
