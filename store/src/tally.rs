//! A group's statistics as running tallies: counts and sums that a play adds to
//! when it is saved and takes back when it is deleted or replaced, so the
//! statistics page reads figures that are always up to date instead of
//! aggregating every seat of the group (most of a second for 10,000 plays).
//!
//! Everything is a sum, so a play counts the same whether it was folded in with
//! the others ([`Tallies::fold`], for a group whose tallies were never kept) or
//! added later ([`Tallies::count`]); the engine tests check that the two agree
//! after saves, edits, deletions, restores and merges. A best score is the
//! highest score still counted in a histogram, so a deletion can take it back.
//! People are kept by id: a rename changes nothing here, names are read with
//! the statistics.

use crate::chance::RateEstimate;
use crate::figures::{CharacterStats, DiceStats};
use crate::figures::{
    GameStats, GroupStats, HeadToHead, PersonGame, PersonStats, SeatRecord, SeatSplit, Seating,
    SplitBy, StartRecord, TableRate, TableSize,
};
use games::dice::{DiceCounts, SUMS};
use games::UnknownGame;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The shape of kept tallies: kept ones of another shape are computed again
/// (2: wins also counted as shares; seats and the start player by table size;
/// 3: also split by the setup's kind; 4: unfinished plays apart; 5: the
/// characters of kept rounds).
const FORMAT: u32 = 5;

/// A whole win in shares: a k-way shared win is `WIN / k` each, exact for
/// every k up to 10 (no game seats more than 8).
pub(crate) const WIN: i64 = 2520;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Tallies {
    format: u32,
    /// By person id.
    people: BTreeMap<i64, PersonTally>,
    /// By game id (as stored).
    games: BTreeMap<String, GameTally>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PersonTally {
    games: BTreeMap<String, PersonGameTally>,
    /// By the rival's person id.
    rivals: BTreeMap<i64, Rivalry>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PersonGameTally {
    /// By the number of players at the table (finished plays only).
    by_players: BTreeMap<i64, Record>,
    /// Plays saved before the game was over.
    #[serde(default)]
    unfinished: i64,
    /// How many times each total was scored.
    scores: BTreeMap<i64, i64>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Record {
    plays: i64,
    wins: i64,
    /// Wins with a shared one counted as its share, in [`WIN`]ths.
    shares: i64,
    points: i64,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Rivalry {
    together: i64,
    ahead: i64,
    behind: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameTally {
    /// Every play, unfinished ones too.
    plays: i64,
    /// Plays saved before the game was over: counted in `plays` and `months`
    /// only, never in a win, a score or a seat.
    #[serde(default)]
    unfinished: i64,
    winning_points: i64,
    winners: i64,
    /// Plays by `YYYY-MM`.
    months: BTreeMap<String, i64>,
    /// How many times each total was scored.
    scores: BTreeMap<i64, i64>,
    /// Every play's seats.
    seating: SeatTally,
    /// The seats of each kind of setup's plays (Catan's board mode, Citadels'
    /// edition), by the kind's query id.
    kinds: BTreeMap<String, SeatTally>,
    /// The dice rolls its plays recorded (Catan). Tallies kept before rolls
    /// were recorded have none, which is what their plays recorded.
    #[serde(default, skip_serializing_if = "DiceTally::is_empty")]
    dice: DiceTally,
    /// The characters its plays' rounds recorded (Citadels), by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    characters: BTreeMap<String, CharacterTally>,
}

/// One character over the plays that kept their rounds.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct CharacterTally {
    /// Rounds it was taken in (unfinished games' too).
    rounds: i64,
    /// The results of the players who took it in a finished game's last
    /// round, by the number of players at the table (chance is 1/n there).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    last_round: BTreeMap<i64, Record>,
}

impl CharacterTally {
    fn is_empty(&self) -> bool {
        self.rounds == 0 && self.last_round.is_empty()
    }

    fn stats(&self, character: &str) -> CharacterStats {
        let (last_round_plays, last_round_wins, estimate) = against_chance(&self.last_round);
        CharacterStats {
            character: character.to_owned(),
            rank: games::rounds::rank_of(character),
            rounds: self.rounds,
            last_round_plays,
            last_round_wins,
            estimate,
        }
    }
}

/// What a play's kept rounds add to the statistics.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct CharacterFacts {
    /// Rounds each character was taken in.
    pub taken: BTreeMap<String, i64>,
    /// The characters of the last round and the seat that took each.
    pub last_round: Vec<(String, i64)>,
}

/// Dice rolls over the plays that recorded them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceTally {
    /// Plays with rolls.
    plays: i64,
    /// Rolls by sum.
    sums: BTreeMap<u8, i64>,
}

impl DiceTally {
    fn is_empty(&self) -> bool {
        self.plays == 0 && self.sums.is_empty()
    }

    /// Adds (`sign` 1) or takes back (-1) one play's rolls.
    fn count(&mut self, dice: &DiceCounts, sign: i64) {
        if dice.rolls() == 0 {
            return;
        }
        self.plays += sign;
        for sum in SUMS {
            tick(&mut self.sums, sum, sign * i64::from(dice.count(sum)));
        }
    }

    fn stats(&self) -> Option<DiceStats> {
        if self.plays <= 0 {
            return None;
        }
        let mut counts = DiceCounts::default();
        for (&sum, &rolls) in &self.sums {
            counts.add(sum, u32::try_from(rolls).unwrap_or(0));
        }
        Some(DiceStats {
            plays: self.plays,
            counts,
        })
    }
}

/// Seats and the opening seat, each by the number of players at the table
/// (chance is 1/n there).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatTally {
    seats: BTreeMap<i64, BTreeMap<i64, Record>>,
    /// The player who opened the game.
    start: BTreeMap<i64, Record>,
}

impl SeatTally {
    /// Adds (`sign` 1) or takes back (-1) one seat of a play of `players`.
    fn count(&mut self, play: &PlayFacts, seat: &SeatFacts, sign: i64, share: i64) {
        let players = play.seats.len() as i64;
        adjust(
            &mut self.seats,
            seat.seat,
            |sizes| {
                adjust(
                    sizes,
                    players,
                    |r| record(r, sign, seat, share, 0),
                    |r| r.plays == 0,
                )
            },
            BTreeMap::is_empty,
        );
        if play.start_seat == Some(seat.seat) {
            adjust(
                &mut self.start,
                players,
                |r| record(r, sign, seat, share, 0),
                |r| r.plays == 0,
            );
        }
    }

    fn is_empty(&self) -> bool {
        self.seats.is_empty() && self.start.is_empty()
    }
}

/// What one play adds to the tallies.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PlayFacts {
    pub game: String,
    /// As the players' own date gives it: `YYYY-MM`.
    pub month: String,
    pub start_seat: Option<i64>,
    /// The setup's kind, when its setup was recorded in full
    /// (`crate::setup_record::recorded_kind`).
    pub kind: Option<String>,
    /// Saved before the game was over: its leaders are no winners.
    pub unfinished: bool,
    /// Its dice rolls, counted (none: all zero).
    pub dice: DiceCounts,
    /// Its kept rounds' characters (none: empty).
    pub characters: CharacterFacts,
    pub seats: Vec<SeatFacts>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SeatFacts {
    pub seat: i64,
    pub person: i64,
    pub total: i64,
    pub place: i64,
    pub winner: bool,
}

impl PlayFacts {
    /// The month of a stored `played_at` (it starts `YYYY-MM`).
    pub fn month_of(played_at: &str) -> String {
        played_at.chars().take(7).collect()
    }

    /// The kind of a stored setup (its JSON text), when it was recorded in full.
    pub fn kind_of(game: games::GameId, setup: Option<&str>) -> Option<String> {
        let record = serde_json::from_str(setup?).ok()?;
        crate::setup_record::recorded_kind(game, Some(&record)).map(str::to_owned)
    }

    /// The characters of a play's kept rounds (their JSON text; none, or
    /// damaged: none).
    pub fn characters_of(rounds: Option<&str>) -> CharacterFacts {
        let rounds: Vec<games::rounds::Round> = rounds
            .and_then(|text| serde_json::from_str(text).ok())
            .unwrap_or_default();
        let mut facts = CharacterFacts::default();
        for pick in rounds.iter().flat_map(|round| &round.picks) {
            *facts.taken.entry(pick.character.clone()).or_default() += 1;
        }
        if let Some(last) = rounds.last() {
            facts.last_round = last
                .picks
                .iter()
                .map(|pick| (pick.character.clone(), i64::from(pick.seat)))
                .collect();
        }
        facts
    }

    /// The counts of a play's kept rolls (none, or damaged: none).
    pub fn dice_of(rolls: Option<&str>) -> DiceCounts {
        let rolls = rolls.and_then(games::dice::decode_rolls);
        DiceCounts::of(rolls.as_deref().unwrap_or_default())
    }
}

/// Adds `by` to the entry at `key` (made if missing) and removes the entry once
/// nothing is counted in it, so tallies added and taken back equal tallies that
/// never had them.
fn adjust<K: Ord + Clone, V: Default>(
    map: &mut BTreeMap<K, V>,
    key: K,
    change: impl FnOnce(&mut V),
    empty: impl Fn(&V) -> bool,
) {
    let entry = map.entry(key.clone()).or_default();
    change(entry);
    if empty(entry) {
        map.remove(&key);
    }
}

fn tick<K: Ord + Clone>(map: &mut BTreeMap<K, i64>, key: K, by: i64) {
    adjust(map, key, |n| *n += by, |n| *n == 0);
}

fn record(target: &mut Record, sign: i64, seat: &SeatFacts, share: i64, points: i64) {
    target.plays += sign;
    target.wins += sign * i64::from(seat.winner);
    target.shares += sign * if seat.winner { share } else { 0 };
    target.points += sign * points;
}

impl Default for Tallies {
    fn default() -> Tallies {
        Tallies {
            format: FORMAT,
            people: BTreeMap::new(),
            games: BTreeMap::new(),
        }
    }
}

impl Tallies {
    /// Kept tallies read back; `None` for another shape or damaged text.
    pub fn read(text: &str) -> Option<Tallies> {
        serde_json::from_str::<Tallies>(text)
            .ok()
            .filter(|t| t.format == FORMAT)
    }

    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("tallies serialise")
    }

    /// The tallies of these plays.
    pub fn fold<'a>(plays: impl IntoIterator<Item = &'a PlayFacts>) -> Tallies {
        let mut tallies = Tallies::default();
        for play in plays {
            tallies.count(play, 1);
        }
        tallies
    }

    /// Adds a play (`sign` 1) or takes it back (`sign` -1).
    pub fn count(&mut self, play: &PlayFacts, sign: i64) {
        let players = play.seats.len() as i64;
        let winners = play.seats.iter().filter(|s| s.winner).count().max(1) as i64;
        let share = WIN / winners;
        let game = self.games.entry(play.game.clone()).or_default();
        game.plays += sign;
        tick(&mut game.months, play.month.clone(), sign);
        // Dice are dice whether or not the game was played to its end.
        game.dice.count(&play.dice, sign);
        // So are the characters taken; their takers' wins count when it was.
        for (character, rounds) in &play.characters.taken {
            adjust(
                &mut game.characters,
                character.clone(),
                |tally| tally.rounds += sign * rounds,
                CharacterTally::is_empty,
            );
        }
        if !play.unfinished {
            for (character, seat) in &play.characters.last_round {
                let Some(seat) = play.seats.iter().find(|s| s.seat == *seat) else {
                    continue;
                };
                adjust(
                    &mut game.characters,
                    character.clone(),
                    |tally| {
                        adjust(
                            &mut tally.last_round,
                            players,
                            |r| record(r, sign, seat, share, 0),
                            |r| r.plays == 0,
                        )
                    },
                    CharacterTally::is_empty,
                );
            }
        }
        if play.unfinished {
            self.count_unfinished(play, sign);
            return;
        }
        for seat in &play.seats {
            tick(&mut game.scores, seat.total, sign);
            game.seating.count(play, seat, sign, share);
            if let Some(kind) = &play.kind {
                adjust(
                    &mut game.kinds,
                    kind.clone(),
                    |kind| kind.count(play, seat, sign, share),
                    SeatTally::is_empty,
                );
            }
            if seat.winner {
                game.winners += sign;
                game.winning_points += sign * seat.total;
            }
        }
        if game.plays == 0 {
            self.games.remove(&play.game);
        }
        for seat in &play.seats {
            let person = self.people.entry(seat.person).or_default();
            let in_game = person.games.entry(play.game.clone()).or_default();
            adjust(
                &mut in_game.by_players,
                players,
                |r| record(r, sign, seat, share, seat.total),
                |r| r.plays == 0,
            );
            tick(&mut in_game.scores, seat.total, sign);
            if in_game.by_players.is_empty() && in_game.unfinished == 0 {
                person.games.remove(&play.game);
            }
            for other in play.seats.iter().filter(|o| o.person != seat.person) {
                adjust(
                    &mut person.rivals,
                    other.person,
                    |r| {
                        r.together += sign;
                        r.ahead += sign * i64::from(seat.place < other.place);
                        r.behind += sign * i64::from(seat.place > other.place);
                    },
                    |r| r.together == 0,
                );
            }
            if person.games.is_empty() {
                self.people.remove(&seat.person);
            }
        }
    }

    /// An unfinished play (its game's `plays` and `months` already counted):
    /// a count of its own for the game and each player, nothing else.
    fn count_unfinished(&mut self, play: &PlayFacts, sign: i64) {
        let game = self
            .games
            .get_mut(&play.game)
            .expect("counted by the caller");
        game.unfinished += sign;
        if game.plays == 0 {
            self.games.remove(&play.game);
        }
        for seat in &play.seats {
            let person = self.people.entry(seat.person).or_default();
            let in_game = person.games.entry(play.game.clone()).or_default();
            in_game.unfinished += sign;
            if in_game.by_players.is_empty() && in_game.unfinished == 0 {
                person.games.remove(&play.game);
            }
            if person.games.is_empty() {
                self.people.remove(&seat.person);
            }
        }
    }

    /// `from`'s plays become `into`'s (two people merged; they never sat at
    /// one table, so no play counts twice).
    pub fn merge_person(&mut self, from: i64, into: i64) {
        let Some(moved) = self.people.remove(&from) else {
            return;
        };
        let target = self.people.entry(into).or_default();
        for (game, tally) in moved.games {
            let same = target.games.entry(game).or_default();
            same.unfinished += tally.unfinished;
            for (players, r) in tally.by_players {
                let sum = same.by_players.entry(players).or_default();
                sum.plays += r.plays;
                sum.wins += r.wins;
                sum.shares += r.shares;
                sum.points += r.points;
            }
            for (total, times) in tally.scores {
                *same.scores.entry(total).or_default() += times;
            }
        }
        for (rival, r) in moved.rivals {
            let sum = target.rivals.entry(rival).or_default();
            sum.together += r.together;
            sum.ahead += r.ahead;
            sum.behind += r.behind;
        }
        for person in self.people.values_mut() {
            if let Some(r) = person.rivals.remove(&from) {
                let sum = person.rivals.entry(into).or_default();
                sum.together += r.together;
                sum.ahead += r.ahead;
                sum.behind += r.behind;
            }
        }
    }

    /// One person's figures (`None` when they have no plays), the people
    /// (`id, name, name_key`) naming their rivals.
    pub fn person(
        &self,
        id: i64,
        name: &str,
        people: &[(i64, String, String)],
    ) -> Result<Option<PersonStats>, UnknownGame> {
        let key_of = |id: i64| people.iter().find(|p| p.0 == id);
        let Some(tally) = self.people.get(&id) else {
            return Ok(None);
        };
        let mut per_game = Vec::new();
        for (game, in_game) in &tally.games {
            let sum = in_game
                .by_players
                .values()
                .fold(Record::default(), |a, r| Record {
                    plays: a.plays + r.plays,
                    wins: a.wins + r.wins,
                    shares: a.shares + r.shares,
                    points: a.points + r.points,
                });
            per_game.push(PersonGame {
                game: game.parse()?,
                plays: sum.plays,
                unfinished: in_game.unfinished,
                wins: sum.wins,
                total_points: sum.points,
                best: in_game.scores.keys().next_back().copied().unwrap_or(0),
                by_players: in_game
                    .by_players
                    .iter()
                    .map(|(&players, r)| TableSize {
                        players,
                        plays: r.plays,
                        wins: r.wins,
                        total_points: r.points,
                    })
                    .collect(),
            });
        }
        per_game.sort_by_key(|g| crate::figures::catalogue_order(g.game));
        // Against chance: the shares over every table this person sat at.
        let records = || tally.games.values().flat_map(|g| g.by_players.iter());
        let estimate = estimate_of(records());
        let mut sizes: BTreeMap<i64, Record> = BTreeMap::new();
        for (&players, r) in records() {
            let sum = sizes.entry(players).or_default();
            sum.plays += r.plays;
            sum.wins += r.wins;
            sum.shares += r.shares;
        }
        let by_players = sizes
            .iter()
            .map(|(&players, r)| TableRate {
                players,
                plays: r.plays,
                wins: r.wins,
                estimate: estimate_of(std::iter::once((&players, r))),
            })
            .collect();
        let mut rivals: Vec<(&str, HeadToHead)> = tally
            .rivals
            .iter()
            .filter_map(|(rival, r)| {
                let (_, name, key) = key_of(*rival)?;
                Some((
                    key.as_str(),
                    HeadToHead {
                        rival: name.clone(),
                        together: r.together,
                        ahead: r.ahead,
                        behind: r.behind,
                    },
                ))
            })
            .collect();
        rivals.sort_by(|a, b| b.1.together.cmp(&a.1.together).then(a.0.cmp(b.0)));
        Ok(Some(PersonStats {
            name: name.to_owned(),
            plays: per_game.iter().map(|g| g.plays).sum(),
            unfinished: per_game.iter().map(|g| g.unfinished).sum(),
            wins: per_game.iter().map(|g| g.wins).sum(),
            per_game,
            rivals: rivals.into_iter().map(|(_, r)| r).collect(),
            estimate,
            by_players,
        }))
    }

    /// The statistics page's figures, with the group's people (`id, name,
    /// name_key`, in the order of their keys) named.
    pub fn stats(&self, people: &[(i64, String, String)]) -> Result<GroupStats, UnknownGame> {
        let mut out = GroupStats::default();
        for (id, name, _) in people {
            if let Some(person) = self.person(*id, name, people)? {
                out.people.push(person);
            }
        }
        for (game, tally) in &self.games {
            out.games.push(GameStats {
                game: game.parse()?,
                plays: tally.plays,
                unfinished: tally.unfinished,
                winning_points: tally.winning_points,
                winners: tally.winners,
                per_month: tally.months.iter().map(|(m, &n)| (m.clone(), n)).collect(),
                distribution: tally.scores.iter().map(|(&t, &n)| (t, n)).collect(),
                seating: tally.seating.stats(|_| true),
                splits: tally.splits(),
                dice: tally.dice.stats(),
                characters: tally.characters(),
            });
        }
        out.games
            .sort_by_key(|g| crate::figures::catalogue_order(g.game));
        Ok(out)
    }
}

impl SeatTally {
    /// The seats' and the opening seat's records at the table sizes `keep` keeps.
    fn stats(&self, keep: impl Fn(i64) -> bool) -> Seating {
        let kept = |sizes: &BTreeMap<i64, Record>| -> BTreeMap<i64, Record> {
            sizes
                .iter()
                .filter(|(&players, _)| keep(players))
                .map(|(&players, &r)| (players, r))
                .collect()
        };
        let by_seat: Vec<SeatRecord> = self
            .seats
            .iter()
            .map(|(&seat, sizes)| (seat, kept(sizes)))
            .filter(|(_, sizes)| !sizes.is_empty())
            .map(|(seat, sizes)| {
                let (plays, wins, estimate) = against_chance(&sizes);
                SeatRecord {
                    seat,
                    plays,
                    wins,
                    estimate,
                }
            })
            .collect();
        let start = kept(&self.start);
        Seating {
            // Every play has a first seat.
            plays: by_seat.first().map_or(0, |seat| seat.plays),
            by_seat,
            start_player: (!start.is_empty()).then(|| {
                let (plays, wins, estimate) = against_chance(&start);
                StartRecord {
                    plays,
                    wins,
                    estimate,
                }
            }),
        }
    }
}

impl GameTally {
    /// The characters of the kept rounds, in rank order (names the rules do
    /// not know last, by name).
    fn characters(&self) -> Vec<CharacterStats> {
        let mut characters: Vec<CharacterStats> = self
            .characters
            .iter()
            .map(|(character, tally)| tally.stats(character))
            .collect();
        characters.sort_by(|a, b| {
            let rank = |c: &CharacterStats| c.rank.unwrap_or(u8::MAX);
            rank(a)
                .cmp(&rank(b))
                .then_with(|| a.character.cmp(&b.character))
        });
        characters
    }

    /// The seats by each kind of setup, then by each size of table (when the
    /// plays had more than one).
    fn splits(&self) -> Vec<SeatSplit> {
        let kinds = self.kinds.iter().map(|(kind, tally)| SeatSplit {
            by: SplitBy::Kind(kind.clone()),
            seating: tally.stats(|_| true),
        });
        let mut sizes: std::collections::BTreeSet<i64> = self
            .seating
            .seats
            .values()
            .flat_map(|sizes| sizes.keys().copied())
            .collect();
        // One size of table is every play again: no split.
        if sizes.len() < 2 {
            sizes.clear();
        }
        let by_size = sizes.into_iter().map(|n| SeatSplit {
            by: SplitBy::Players(n),
            seating: self.seating.stats(|players| players == n),
        });
        kinds.chain(by_size).collect()
    }
}

/// Records by the number of players at the table, against chance.
fn estimate_of<'a>(records: impl Iterator<Item = (&'a i64, &'a Record)> + Clone) -> RateEstimate {
    let shares: i64 = records.clone().map(|(_, r)| r.shares).sum();
    let tables: Vec<(i64, i64)> = records.map(|(&n, r)| (n, r.plays)).collect();
    RateEstimate::new(shares as f64 / WIN as f64, &tables)
}

/// Plays, whole wins and the rate against chance of records by table size.
fn against_chance(sizes: &BTreeMap<i64, Record>) -> (i64, i64, RateEstimate) {
    let plays = sizes.values().map(|r| r.plays).sum();
    let wins = sizes.values().map(|r| r.wins).sum();
    (plays, wins, estimate_of(sizes.iter()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(game: &str, month: &str, start: Option<i64>, seats: &[(i64, i64, i64)]) -> PlayFacts {
        // (person, total, place); winners are the first place.
        PlayFacts {
            game: game.to_owned(),
            month: month.to_owned(),
            start_seat: start,
            kind: None,
            unfinished: false,
            dice: DiceCounts::default(),
            characters: CharacterFacts::default(),
            seats: seats
                .iter()
                .enumerate()
                .map(|(seat, &(person, total, place))| SeatFacts {
                    seat: seat as i64,
                    person,
                    total,
                    place,
                    winner: place == 1,
                })
                .collect(),
        }
    }

    fn people() -> Vec<(i64, String, String)> {
        ["Ann", "Bo", "Cy"]
            .iter()
            .enumerate()
            .map(|(i, n)| (i as i64 + 1, n.to_string(), n.to_lowercase()))
            .collect()
    }

    #[test]
    fn a_play_taken_back_leaves_the_tallies_as_they_were() {
        let first = play("catan", "2026-10", Some(0), &[(1, 10, 1), (2, 7, 2)]);
        let second = play("gentes", "2026-11", None, &[(1, 30, 2), (3, 41, 1)]);
        let before = Tallies::fold([&first]);
        let mut tallies = before.clone();
        tallies.count(&second, 1);
        assert_ne!(tallies, before);
        tallies.count(&second, -1);
        assert_eq!(tallies, before);
        tallies.count(&first, -1);
        assert_eq!(tallies, Tallies::default());
        assert_eq!(Tallies::read(&before.text()), Some(before));
        assert_eq!(Tallies::read("{\"people\":[]}"), None);
    }

    #[test]
    fn the_best_score_comes_back_when_the_best_play_is_deleted() {
        let low = play("catan", "2026-10", None, &[(1, 8, 1), (2, 7, 2)]);
        let high = play("catan", "2026-10", None, &[(1, 12, 1), (2, 7, 2)]);
        let mut tallies = Tallies::fold([&low, &high]);
        let best = |t: &Tallies| t.stats(&people()).unwrap().people[0].per_game[0].best;
        assert_eq!(best(&tallies), 12);
        tallies.count(&high, -1);
        assert_eq!(best(&tallies), 8);
    }

    #[test]
    fn a_merge_adds_one_persons_figures_to_the_others() {
        // Ann (1) and Cy (3) never met; Bo (2) played each of them.
        let plays = [
            play("catan", "2026-10", None, &[(1, 10, 1), (2, 7, 2)]),
            play("catan", "2026-11", None, &[(2, 9, 1), (3, 4, 2)]),
        ];
        let mut merged = Tallies::fold(&plays);
        merged.merge_person(3, 1);
        let as_one: Vec<PlayFacts> = plays
            .iter()
            .cloned()
            .map(|mut p| {
                for s in &mut p.seats {
                    if s.person == 3 {
                        s.person = 1;
                    }
                }
                p
            })
            .collect();
        assert_eq!(merged, Tallies::fold(&as_one));
        let stats = merged.stats(&people()[..2]).unwrap();
        assert_eq!(stats.people[0].plays, 2);
        assert_eq!(stats.people[1].rivals[0].together, 2);
    }

    #[test]
    fn a_shared_win_counts_as_its_share_against_chance() {
        // Ann and Bo share a win at a table of three; Ann wins alone at a
        // table of two. Ann: 1.5 shares over 2 plays against chance's
        // (1/3 + 1/2) / 2; Bo: 0.5 over 1.
        let plays = [
            play(
                "catan",
                "2026-10",
                None,
                &[(1, 10, 1), (2, 10, 1), (3, 7, 3)],
            ),
            play("gentes", "2026-11", None, &[(1, 40, 1), (3, 30, 2)]),
        ];
        let mut tallies = Tallies::fold(&plays);
        let stats = tallies.stats(&people()).unwrap();
        let ann = &stats.people[0].estimate;
        assert_eq!((ann.wins, ann.plays), (1.5, 2));
        assert!((ann.chance - 5.0 / 12.0).abs() < 1e-12, "{}", ann.chance);
        // The whole-win count is unchanged: a shared win is a win for each.
        assert_eq!(stats.people[0].wins, 2);
        assert_eq!(stats.people[1].estimate.wins, 0.5);
        assert_eq!(stats.people[2].estimate.wins, 0.0);
        // Taken back, the shares go with the play.
        tallies.count(&plays[0], -1);
        assert_eq!(tallies, Tallies::fold(&plays[1..]));
        // Tallies of an earlier shape are made again.
        let old = tallies.text().replace("\"format\":5", "\"format\":4");
        assert_eq!(Tallies::read(&old), None);
    }
}
