//! Catan final scores: settlements ×1, cities ×2, Longest Road 2, Largest Army 2,
//! revealed VP cards ×1. The first to 10 on their own turn wins: no ties.

use crate::ranking::{rank, Contender};
use crate::score::{check_range, player_names_for, InputError, Line, PlayerField, ScoreSheet};
use crate::GameId;
use serde::Deserialize;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub players: Vec<PlayerInput>,
    /// Index of the player who reached 10 on their own turn and ended the game.
    #[serde(default)]
    pub ended_by: Option<usize>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub settlements: i64,
    #[serde(default)]
    pub cities: i64,
    #[serde(default)]
    pub vp_cards: i64,
    #[serde(default)]
    pub longest_road: bool,
    #[serde(default)]
    pub largest_army: bool,
    /// Optional: the holder's road length (5–15).
    #[serde(default)]
    pub road_length: Option<i64>,
    /// Optional: the holder's knights played (3–14; 3–20 with 5–6 players).
    #[serde(default)]
    pub knights: Option<i64>,
}

pub const WINNING_POINTS: i64 = 10;

pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    let names = player_names_for(GameId::Catan, input.players.iter().map(|p| p.name.as_str()))?;
    let max_knights = if names.len() >= 5 { 20 } else { 14 };
    let mut sheets = Vec::new();
    let mut contenders = Vec::new();
    for (index, (player, name)) in input.players.iter().zip(&names).enumerate() {
        let who = PlayerField { index, name };
        who.check_range("settlements", "settlements", player.settlements, 0, 5)?;
        who.check_range("cities", "cities", player.cities, 0, 4)?;
        who.check_range("vp_cards", "victory point cards", player.vp_cards, 0, 5)?;
        if let Some(length) = player.road_length {
            who.check_range("road_length", "road length", length, 5, 15)?;
        }
        if let Some(knights) = player.knights {
            who.check_range("knights", "knights played", knights, 3, max_knights)?;
        }
        let mut lines = vec![
            Line::new(
                "settlements",
                format!("Settlements {} × 1", player.settlements),
                player.settlements,
            ),
            Line::new(
                "cities",
                format!("Cities {} × 2", player.cities),
                2 * player.cities,
            ),
        ];
        if player.longest_road {
            lines.push(Line::new("longest_road", "Longest Road", 2));
        }
        if player.largest_army {
            lines.push(Line::new("largest_army", "Largest Army", 2));
        }
        if player.vp_cards > 0 {
            lines.push(Line::new(
                "vp_cards",
                format!("Victory point cards {}", player.vp_cards),
                player.vp_cards,
            ));
        }
        contenders.push(Contender {
            name,
            total: lines.iter().map(|l| l.points).sum(),
            tie_values: vec![],
        });
        sheets.push((name.clone(), lines));
    }
    let vp_cards: i64 = input.players.iter().map(|p| p.vp_cards).sum();
    if vp_cards > 5 {
        return Err(InputError::rule(
            "players",
            "Victory point cards",
            format!("add up to {vp_cards}, but the deck has 5"),
        ));
    }
    let road: fn(&PlayerInput) -> bool = |p| p.longest_road;
    let army: fn(&PlayerInput) -> bool = |p| p.largest_army;
    for (flag, what) in [(road, "Longest Road"), (army, "Largest Army")] {
        let holders: Vec<&str> = input
            .players
            .iter()
            .zip(&names)
            .filter(|(p, _)| flag(p))
            .map(|(_, n)| n.as_str())
            .collect();
        if holders.len() > 1 {
            return Err(InputError::rule(
                "players",
                what,
                format!(
                    "has one holder, not {} ({})",
                    holders.len(),
                    holders.join(", ")
                ),
            ));
        }
    }

    let mut ranking = rank(&contenders, &[]);
    let mut warnings = Vec::new();
    if let Some(winner) = input.ended_by {
        // A usize past i64 wraps negative: still out of range.
        let last = names.len() as i64 - 1;
        check_range(
            "ended_by",
            "The player who ended the game",
            winner as i64,
            0,
            last,
        )?;
        let name = &names[winner];
        let total = contenders[winner].total;
        if total < WINNING_POINTS {
            return Err(InputError::rule(
                "ended_by",
                format!("{name}'s {total} points"),
                format!("cannot end the game: it takes {WINNING_POINTS}"),
            ));
        }
        // Whoever reached 10 on their own turn wins outright.
        let others_at_ten: Vec<&str> = contenders
            .iter()
            .enumerate()
            .filter(|&(i, c)| i != winner && c.total >= WINNING_POINTS)
            .map(|(_, c)| c.name)
            .collect();
        if !others_at_ten.is_empty() {
            warnings.push(format!(
                "{} also shows {WINNING_POINTS} or more points; only {name}, who reached {WINNING_POINTS} on their own turn, wins.",
                others_at_ten.join(", ")
            ));
        }
        let level = contenders.iter().filter(|c| c.total == total).count() > 1;
        for (i, r) in ranking.ranks.iter_mut().enumerate() {
            if i == winner {
                *r = 1;
            } else if *r == 1 || contenders[i].total >= total {
                *r = 2.max(*r);
            }
        }
        ranking.winners = vec![winner];
        ranking.tie_break = level
            .then(|| format!("{name} reached {WINNING_POINTS} points on their own turn and wins."));
    } else if contenders.iter().all(|c| c.total < WINNING_POINTS) {
        warnings.push(format!(
            "Nobody has {WINNING_POINTS} points yet: the game is not over."
        ));
    }
    let mut sheet = ScoreSheet::new(sheets, ranking);
    sheet.warnings = warnings;
    Ok(sheet)
}
