//! A result recorded elsewhere (another app's log, BG Stats): each player's
//! final score and whether they won, with none of the figures the rules score
//! from. Kept as it was recorded and said to be so: the places follow the
//! scores (higher first, equal scores share a place), the winners are the ones
//! recorded, and no breakdown is invented.

use crate::ranking::{rank, Contender};
use crate::score::{check_range, player_names_for, InputError, PlayerScore, ScoreSheet};
use crate::{FieldPath, GameId};
use serde::{Deserialize, Serialize};

/// The largest score a recorded result may hold either way: far past any of
/// the five games' real totals, small enough for every sum of them.
pub const MAX_RECORDED_SCORE: i64 = 100_000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedScores {
    pub players: Vec<RecordedPlayer>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedPlayer {
    pub name: String,
    pub score: i64,
    #[serde(default)]
    pub winner: bool,
}

impl RecordedScores {
    /// The result as recorded, checked as any game's players are (names, how
    /// many the game seats) and each score within [`MAX_RECORDED_SCORE`].
    pub fn sheet(&self, game: GameId) -> Result<ScoreSheet, InputError> {
        let names = player_names_for(game, self.players.iter().map(|p| p.name.as_str()))?;
        for (index, player) in self.players.iter().enumerate() {
            // A pad names a blank seat; a recorded result names everyone.
            if player.name.trim().is_empty() {
                return Err(InputError::rule(
                    FieldPath::player(index, "name"),
                    format!("Player {}'s name", index + 1),
                    "is empty",
                ));
            }
            check_range(
                FieldPath::player(index, "score"),
                format!("Player {}'s score", index + 1),
                player.score,
                -MAX_RECORDED_SCORE,
                MAX_RECORDED_SCORE,
            )?;
        }
        let contenders: Vec<Contender> = self
            .players
            .iter()
            .zip(&names)
            .map(|(player, name)| Contender {
                name,
                total: player.score,
                tie_values: Vec::new(),
            })
            .collect();
        let ranks = rank(&contenders, &[]).ranks;
        Ok(ScoreSheet {
            players: names
                .iter()
                .zip(&self.players)
                .zip(ranks)
                .map(|((name, player), rank)| PlayerScore {
                    name: name.clone(),
                    total: player.score,
                    rank,
                    breakdown: Vec::new(),
                })
                .collect(),
            winners: names
                .iter()
                .zip(&self.players)
                .filter(|(_, player)| player.winner)
                .map(|(name, _)| name.clone())
                .collect(),
            tie_break: None,
            warnings: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recorded(players: &[(&str, i64, bool)]) -> RecordedScores {
        RecordedScores {
            players: players
                .iter()
                .map(|&(name, score, winner)| RecordedPlayer {
                    name: name.into(),
                    score,
                    winner,
                })
                .collect(),
        }
    }

    #[test]
    fn places_follow_the_scores_and_the_winners_are_the_ones_recorded() {
        let sheet = recorded(&[("Ann", 8, false), ("Bo", 10, true), ("Cy", 8, false)])
            .sheet(GameId::Catan)
            .unwrap();
        let places: Vec<(&str, i64, u32)> = sheet
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.total, p.rank))
            .collect();
        assert_eq!(places, [("Ann", 8, 2), ("Bo", 10, 1), ("Cy", 8, 2)]);
        assert_eq!(sheet.winners, ["Bo"]);
        assert!(sheet.players.iter().all(|p| p.breakdown.is_empty()));
        // A shared win recorded as shared; a game recorded with no winner.
        let shared = recorded(&[("Ann", 9, true), ("Bo", 9, true), ("Cy", 4, false)]);
        assert_eq!(shared.sheet(GameId::Catan).unwrap().winners, ["Ann", "Bo"]);
        let none = recorded(&[("Ann", 9, false), ("Bo", 9, false), ("Cy", 4, false)]);
        assert!(none.sheet(GameId::Catan).unwrap().winners.is_empty());
    }

    #[test]
    fn a_recorded_result_is_checked_as_any_games_players_are() {
        // Catan seats 3 to 6.
        let two = recorded(&[("Ann", 10, true), ("Bo", 7, false)]);
        assert_eq!(
            two.sheet(GameId::Catan).unwrap_err().field().to_string(),
            "players"
        );
        assert!(two.sheet(GameId::Gentes).is_ok());
        let blank = recorded(&[("Ann", 10, true), (" ", 7, false)]);
        assert_eq!(
            blank.sheet(GameId::Gentes).unwrap_err().field().to_string(),
            "players[1].name"
        );
        let huge = recorded(&[("Ann", 10, true), ("Bo", 1_000_000, false)]);
        assert_eq!(
            huge.sheet(GameId::Gentes).unwrap_err().field().to_string(),
            "players[1].score"
        );
    }
}
