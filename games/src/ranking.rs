//! Ranking players by total and tie-breaks, and saying how a tie was settled.

use crate::verdict::{BlankTieCount, Settled, SharedPlace, TieGroup, TieRule, TieStep, Warning};
use crate::words::Words;
use std::cmp::Ordering;

/// Which way a tie-break value is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Better {
    Higher,
    Lower,
}

/// One tie-break rule, e.g. "more coins left".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TieBreak {
    /// The value compared (it names itself in a sentence: "coins left").
    pub rule: TieRule,
    pub better: Better,
}

/// A player as the ranking sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contender<'a> {
    pub name: &'a str,
    pub total: i64,
    /// One value per [`TieBreak`], in the same order.
    pub tie_values: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ranking {
    /// 1-based rank per player, in input order.
    pub ranks: Vec<u32>,
    /// Indices of the players in first place.
    pub winners: Vec<usize>,
    pub tie_break: Option<Settled>,
}

impl Ranking {
    /// Nobody wins (a collectively lost game): everyone is still ranked by score.
    pub fn without_winners(mut self, reason: Settled) -> Ranking {
        self.winners.clear();
        self.tie_break = Some(reason);
        self
    }
}

/// Ranks by total (higher first), then by each tie-break in turn. Players equal
/// on everything share a rank (1, 1, 3 …).
pub fn rank(contenders: &[Contender], tie_breaks: &[TieBreak]) -> Ranking {
    let compare = |a: &Contender, b: &Contender| -> Ordering {
        b.total.cmp(&a.total).then_with(|| {
            tie_breaks
                .iter()
                .enumerate()
                .map(|(k, rule)| by_rule(rule, a.tie_values[k], b.tie_values[k]))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
    };
    let ranks: Vec<u32> = contenders
        .iter()
        .map(|me| {
            1 + contenders
                .iter()
                .filter(|other| compare(other, me).is_lt())
                .count() as u32
        })
        .collect();
    let winners = (0..contenders.len()).filter(|&i| ranks[i] == 1).collect();
    let tie_break = describe_ties(contenders, tie_breaks, &ranks);
    Ranking {
        ranks,
        winners,
        tie_break,
    }
}

/// First place tied on total: each tie-break count it takes that a tied
/// player left blank (`blank(player, k)`, ranked as the 0 in `tie_values`), as
/// a warning naming the player and the count (`counts[k]`, its words in a
/// sentence: `Field::in_sentence`), in the rules' order. A
/// tie-break is taken only while first place is still tied after the ones
/// before it.
pub fn blank_tie_breaks(
    contenders: &[Contender],
    tie_breaks: &[TieBreak],
    counts: &[Words],
    blank: impl Fn(usize, usize) -> bool,
) -> Vec<Warning> {
    let best = contenders.iter().map(|c| c.total).max();
    let mut tied: Vec<usize> = (0..contenders.len())
        .filter(|&i| Some(contenders[i].total) == best)
        .collect();
    let mut warnings = Vec::new();
    for (k, rule) in tie_breaks.iter().enumerate() {
        if tied.len() < 2 {
            break;
        }
        for &i in tied.iter().filter(|&&i| blank(i, k)) {
            warnings.push(Warning::BlankBreaksTie(BlankTieCount {
                player: contenders[i].name.to_owned(),
                field: counts[k],
            }));
        }
        let value = |i: &usize| contenders[*i].tie_values[k];
        let top = tied.iter().min_by(|a, b| by_rule(rule, value(a), value(b)));
        let top = top.map(value);
        tied.retain(|i| Some(value(i)) == top);
    }
    warnings
}

fn by_rule(rule: &TieBreak, a: i64, b: i64) -> Ordering {
    match rule.better {
        Better::Higher => b.cmp(&a),
        Better::Lower => a.cmp(&b),
    }
}

/// Each group of players level on total, best group first, and how it was split.
fn describe_ties(
    contenders: &[Contender],
    tie_breaks: &[TieBreak],
    ranks: &[u32],
) -> Option<Settled> {
    let mut totals: Vec<i64> = contenders.iter().map(|c| c.total).collect();
    totals.sort_by(|a, b| b.cmp(a));
    totals.dedup();
    let groups: Vec<TieGroup> = totals
        .into_iter()
        .filter_map(|total| {
            let group: Vec<usize> = (0..contenders.len())
                .filter(|&i| contenders[i].total == total)
                .collect();
            (group.len() > 1).then(|| describe_group(contenders, tie_breaks, ranks, &group))
        })
        .collect();
    (!groups.is_empty()).then_some(Settled::Ties(groups))
}

fn describe_group(
    contenders: &[Contender],
    tie_breaks: &[TieBreak],
    ranks: &[u32],
    group: &[usize],
) -> TieGroup {
    let name = |i: usize| contenders[i].name.to_owned();
    let mut steps = Vec::new();
    for (k, rule) in tie_breaks.iter().enumerate() {
        steps.push(TieStep {
            rule: rule.rule,
            values: group
                .iter()
                .map(|&i| (name(i), contenders[i].tie_values[k]))
                .collect(),
        });
        // Stop once the rules used so far split everyone apart.
        let still_level = group.iter().any(|&i| {
            group.iter().any(|&j| {
                j != i
                    && (0..=k).all(|m| contenders[i].tie_values[m] == contenders[j].tie_values[m])
            })
        });
        if !still_level {
            break;
        }
    }
    let shared = share_groups(group, ranks)
        .into_iter()
        .map(|tied| SharedPlace {
            rank: ranks[tied[0]],
            names: tied.into_iter().map(name).collect(),
        })
        .collect();
    TieGroup {
        names: group.iter().map(|&i| name(i)).collect(),
        total: contenders[group[0]].total,
        steps,
        shared,
    }
}

/// The sets of players in `group` left on the same rank.
fn share_groups(group: &[usize], ranks: &[u32]) -> Vec<Vec<usize>> {
    let mut seen = Vec::new();
    let mut result = Vec::new();
    for &i in group {
        if seen.contains(&ranks[i]) {
            continue;
        }
        seen.push(ranks[i]);
        let same: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&j| ranks[j] == ranks[i])
            .collect();
        if same.len() > 1 {
            result.push(same);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verdict::ordinal;

    const COINS: TieBreak = TieBreak {
        rule: TieRule::Gentes(crate::gentes::TieRule::Coins),
        better: Better::Higher,
    };
    const HAND: TieBreak = TieBreak {
        rule: TieRule::CityCouncil(crate::city_council::TieRule::FavourCardsInHand),
        better: Better::Lower,
    };

    fn said(ranking: &Ranking) -> Option<String> {
        ranking.tie_break.as_ref().map(ToString::to_string)
    }

    fn c<'a>(name: &'a str, total: i64, tie_values: &[i64]) -> Contender<'a> {
        Contender {
            name,
            total,
            tie_values: tie_values.to_vec(),
        }
    }

    #[test]
    fn no_tie_no_sentence() {
        let ranking = rank(&[c("Ann", 10, &[0]), c("Bo", 12, &[0])], &[COINS]);
        assert_eq!(ranking.ranks, [2, 1]);
        assert_eq!(ranking.winners, [1]);
        assert_eq!(ranking.tie_break, None);
    }

    #[test]
    fn first_tie_break_decides() {
        let ranking = rank(
            &[c("Ann", 19, &[1]), c("Bo", 19, &[4]), c("Cy", 3, &[9])],
            &[COINS],
        );
        assert_eq!(ranking.ranks, [2, 1, 3]);
        assert_eq!(ranking.winners, [1]);
        assert_eq!(
            said(&ranking).as_deref(),
            Some("Ann and Bo tied on 19 points; by coins: Ann 1, Bo 4.")
        );
    }

    #[test]
    fn fewer_is_better_when_the_rule_says_so() {
        let ranking = rank(&[c("Ann", 5, &[3, 0]), c("Bo", 5, &[1, 0])], &[HAND, COINS]);
        assert_eq!(ranking.winners, [1]);
    }

    #[test]
    fn later_tie_breaks_apply_only_when_needed() {
        let ranking = rank(&[c("Ann", 8, &[2, 5]), c("Bo", 8, &[2, 7])], &[HAND, COINS]);
        assert_eq!(ranking.ranks, [2, 1]);
        assert_eq!(
            said(&ranking).as_deref(),
            Some("Ann and Bo tied on 8 points; by favour cards in hand (fewer wins): Ann 2, Bo 2; by coins: Ann 5, Bo 7.")
        );
    }

    #[test]
    fn a_tie_that_survives_every_rule_is_shared() {
        let ranking = rank(
            &[c("Ann", 8, &[2]), c("Bo", 8, &[2]), c("Cy", 1, &[0])],
            &[COINS],
        );
        assert_eq!(ranking.ranks, [1, 1, 3]);
        assert_eq!(ranking.winners, [0, 1]);
        assert_eq!(
            said(&ranking).as_deref(),
            Some("Ann and Bo tied on 8 points; by coins: Ann 2, Bo 2. Ann and Bo share 1st place.")
        );
    }

    #[test]
    fn ties_lower_down_are_described_too() {
        let ranking = rank(
            &[
                c("Ann", 9, &[0]),
                c("Bo", 4, &[1]),
                c("Cy", 4, &[1]),
                c("Di", 4, &[3]),
            ],
            &[COINS],
        );
        assert_eq!(ranking.ranks, [1, 3, 3, 2]);
        assert_eq!(
            said(&ranking).as_deref(),
            Some("Bo, Cy and Di tied on 4 points; by coins: Bo 1, Cy 1, Di 3. Bo and Cy share 3rd place.")
        );
    }

    #[test]
    fn without_tie_breaks_a_tie_is_simply_shared() {
        let ranking = rank(&[c("Ann", 7, &[]), c("Bo", 7, &[])], &[]);
        assert_eq!(ranking.ranks, [1, 1]);
        assert_eq!(
            said(&ranking).as_deref(),
            Some("Ann and Bo tied on 7 points. They share 1st place.")
        );
    }

    #[test]
    fn a_tie_is_data_as_well_as_a_sentence() {
        let ranking = rank(&[c("Ann", 8, &[2]), c("Bo", 8, &[2])], &[COINS]);
        let Some(Settled::Ties(groups)) = ranking.tie_break else {
            panic!("a tie");
        };
        assert_eq!(groups[0].names, ["Ann", "Bo"]);
        assert_eq!(groups[0].steps[0].rule, COINS.rule);
        assert_eq!(
            groups[0].steps[0].values,
            [("Ann".into(), 2), ("Bo".into(), 2)]
        );
        assert_eq!(groups[0].shared[0].rank, 1);
    }

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal).to_vec();
        assert_eq!(
            words,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
    }
}
