//! What a group's statistics say: the figures the statistics, person and
//! game pages show, and the little arithmetic on them (rates, streaks, the
//! most-played rivals). Plain data: the tallies fill it in (`tally.rs`), the
//! store reads it out (`stats.rs`).

use crate::chance::RateEstimate;
use games::GameId;
use serde::{Deserialize, Serialize};

/// Everything the statistics page shows.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct GroupStats {
    /// By name, without regard to case.
    pub people: Vec<PersonStats>,
    /// In the catalogue's order; games never played are left out.
    pub games: Vec<GameStats>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonStats {
    pub name: String,
    /// Finished plays: the ones every win figure counts.
    pub plays: i64,
    /// Plays saved before the game was over, left out of every win figure.
    pub unfinished: i64,
    pub wins: i64,
    /// Per game played, in the catalogue's order.
    pub per_game: Vec<PersonGame>,
    /// Everyone this person has played with, most games together first.
    pub rivals: Vec<HeadToHead>,
    /// The win rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
    /// The same at each size of table, every game together, fewest players first.
    pub by_players: Vec<TableRate>,
}

/// A person's wins at tables of one size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableRate {
    pub players: i64,
    pub plays: i64,
    pub wins: i64,
    pub estimate: RateEstimate,
}

impl TableRate {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

impl PersonStats {
    /// Wins over plays, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }

    /// The games played most (all of them when several share the most), in
    /// the catalogue's order.
    pub fn favourite_games(&self) -> Vec<GameId> {
        let most = self.per_game.iter().map(|g| g.plays).max().unwrap_or(0);
        self.per_game
            .iter()
            .filter(|g| g.plays == most)
            .map(|g| g.game)
            .collect()
    }

    /// The rivals who finished ahead of this person most often (all who share
    /// the most), by name; none when nobody ever did.
    pub fn beaten_most_by(&self) -> Vec<&HeadToHead> {
        most_of(&self.rivals, |r| r.behind)
    }

    /// The rivals this person finished ahead of most often, as above.
    pub fn beats_most(&self) -> Vec<&HeadToHead> {
        most_of(&self.rivals, |r| r.ahead)
    }

    /// The people played with most often: all of them when several share
    /// the most games together (naming one would be arbitrary), by name.
    pub fn most_frequent_rivals(&self) -> Vec<&HeadToHead> {
        let most = self.rivals.first().map_or(0, |r| r.together);
        self.rivals
            .iter()
            .take_while(|r| r.together == most)
            .collect()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonGame {
    pub game: GameId,
    /// Finished plays.
    pub plays: i64,
    /// Plays saved before the game was over (not in `plays`).
    pub unfinished: i64,
    pub wins: i64,
    pub total_points: i64,
    pub best: i64,
    /// By the number of players at the table, fewest first.
    pub by_players: Vec<TableSize>,
}

/// A person's games of one size of table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSize {
    pub players: i64,
    pub plays: i64,
    pub wins: i64,
    pub total_points: i64,
}

impl TableSize {
    pub fn average(&self) -> f64 {
        ratio(self.total_points, self.plays)
    }
}

impl PersonGame {
    pub fn average(&self) -> f64 {
        ratio(self.total_points, self.plays)
    }
}

/// How one person fared against another in the plays they were both in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadToHead {
    pub rival: String,
    pub together: i64,
    /// Plays where this person finished in a better place than the rival.
    pub ahead: i64,
    pub behind: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameStats {
    pub game: GameId,
    /// Every play, unfinished ones too.
    pub plays: i64,
    /// Plays saved before the game was over: in `plays` and `per_month`, and
    /// nowhere else (no winners, scores or seats).
    pub unfinished: i64,
    /// The winners' totals (a shared win: each winner's) and how many.
    pub winning_points: i64,
    pub winners: i64,
    /// Plays per month (`YYYY-MM`, as the players' own dates), oldest first.
    pub per_month: Vec<(String, i64)>,
    /// Every final score and how many times it was reached, lowest first.
    pub distribution: Vec<(i64, i64)>,
    /// Every play's seats.
    pub seating: Seating,
    /// The same for each kind of setup recorded (Catan's board mode, Citadels'
    /// edition), then for each size of table when there were several, fewest
    /// players first.
    pub splits: Vec<SeatSplit>,
    /// The dice its plays recorded (Catan), if any did.
    pub dice: Option<DiceStats>,
    /// The characters its plays' rounds recorded (Citadels), in rank order;
    /// none when no play kept its rounds.
    pub characters: Vec<CharacterStats>,
}

/// One character over the rounds the group's plays kept: the rounds it was
/// taken in, and how the players who took it in a game's last round fared
/// (finished games only).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CharacterStats {
    pub character: String,
    pub rank: Option<u8>,
    /// Rounds it was taken in, unfinished games' too.
    pub rounds: i64,
    /// Finished games in whose last round it was taken, and the wins of the
    /// players who took it.
    pub last_round_plays: i64,
    pub last_round_wins: i64,
    /// Their rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
}

impl CharacterStats {
    pub fn win_rate(&self) -> f64 {
        ratio(self.last_round_wins, self.last_round_plays)
    }
}

/// Dice rolls over the plays that recorded them; their verdict is
/// `counts.verdict()`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DiceStats {
    pub plays: i64,
    pub counts: games::dice::DiceCounts,
}

/// How the seats of some plays fared.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seating {
    pub plays: i64,
    /// By seat (0-based, in the order the players were entered): plays and wins.
    pub by_seat: Vec<SeatRecord>,
    /// Plays whose setup recorded who opened the game, and how often that
    /// player won (`None` when no play recorded it).
    pub start_player: Option<StartRecord>,
}

/// The seats of the plays of one kind of setup or one size of table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatSplit {
    pub by: SplitBy,
    #[serde(flatten)]
    pub seating: Seating,
}

/// What a [`SeatSplit`] takes the plays by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SplitBy {
    /// The setup's kind by its query id (`balanced`, `2016`; see
    /// `games::setup_query::SetupOptions::kind`).
    Kind(String),
    /// The number of players at the table.
    Players(i64),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StartRecord {
    pub plays: i64,
    pub wins: i64,
    /// The rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
}

impl StartRecord {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub seat: i64,
    pub plays: i64,
    pub wins: i64,
    /// The rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
}

impl SeatRecord {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

impl GameStats {
    pub fn average_winning_score(&self) -> f64 {
        ratio(self.winning_points, self.winners)
    }
}

/// The rivals with the highest count above 0, by name.
fn most_of(rivals: &[HeadToHead], count: impl Fn(&HeadToHead) -> i64) -> Vec<&HeadToHead> {
    let most = rivals.iter().map(&count).max().unwrap_or(0);
    let mut all: Vec<&HeadToHead> = rivals
        .iter()
        .filter(|r| most > 0 && count(r) == most)
        .collect();
    all.sort_by_key(|r| crate::model::name_key(&r.rival));
    all
}

/// A person's page: their figures and their runs of wins and losses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonRecord {
    pub stats: PersonStats,
    pub streaks: Streaks,
}

/// Runs of plays in a row, by the players' own dates (a shared win is a win).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streaks {
    pub longest_wins: i64,
    pub longest_losses: i64,
    /// The run the last play ended: how many, and whether they were wins.
    pub current: i64,
    pub current_wins: bool,
}

impl Streaks {
    /// The runs after one more play.
    pub fn after(self, won: bool) -> Streaks {
        let current = if self.current > 0 && self.current_wins == won {
            self.current + 1
        } else {
            1
        };
        Streaks {
            current,
            current_wins: won,
            longest_wins: if won {
                self.longest_wins.max(current)
            } else {
                self.longest_wins
            },
            longest_losses: if won {
                self.longest_losses
            } else {
                self.longest_losses.max(current)
            },
        }
    }
}

fn ratio(part: i64, whole: i64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The order the catalogue lists games in: statistics list them alike.
pub(crate) fn catalogue_order(game: GameId) -> usize {
    GameId::ALL
        .iter()
        .position(|&g| g == game)
        .unwrap_or(usize::MAX)
}
