//! Terrain, resources, number tokens and harbors, with the counts in the box.

use super::board::BoardSize;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Terrain {
    Forest,
    Pasture,
    Fields,
    Hills,
    Mountains,
    Desert,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    Lumber,
    Wool,
    Grain,
    Brick,
    Ore,
}

impl Resource {
    pub const ALL: [Resource; 5] = [
        Resource::Lumber,
        Resource::Wool,
        Resource::Grain,
        Resource::Brick,
        Resource::Ore,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Resource::Lumber => "lumber",
            Resource::Wool => "wool",
            Resource::Grain => "grain",
            Resource::Brick => "brick",
            Resource::Ore => "ore",
        }
    }

    /// As docs/rules.md (Catan) names it.
    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            Resource::Lumber => "木頭",
            Resource::Wool => "羊毛",
            Resource::Grain => "小麥",
            Resource::Brick => "磚頭",
            Resource::Ore => "石頭",
        }
    }
}

impl Terrain {
    pub const ALL: [Terrain; 6] = [
        Terrain::Forest,
        Terrain::Pasture,
        Terrain::Fields,
        Terrain::Hills,
        Terrain::Mountains,
        Terrain::Desert,
    ];

    pub const fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Forest => Some(Resource::Lumber),
            Terrain::Pasture => Some(Resource::Wool),
            Terrain::Fields => Some(Resource::Grain),
            Terrain::Hills => Some(Resource::Brick),
            Terrain::Mountains => Some(Resource::Ore),
            Terrain::Desert => None,
        }
    }

    pub fn parse(text: &str) -> Option<Terrain> {
        Terrain::ALL
            .into_iter()
            .find(|t| t.name() == text.trim().to_ascii_lowercase())
    }

    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Forest => "forest",
            Terrain::Pasture => "pasture",
            Terrain::Fields => "fields",
            Terrain::Hills => "hills",
            Terrain::Mountains => "mountains",
            Terrain::Desert => "desert",
        }
    }

    /// As docs/rules.md (Catan) names it.
    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            Terrain::Forest => "森林",
            Terrain::Pasture => "草原",
            Terrain::Fields => "麥田",
            Terrain::Hills => "丘陵",
            Terrain::Mountains => "山脈",
            Terrain::Desert => "沙漠",
        }
    }

    /// Tiles in the box (base game, or with the 5–6 extension).
    pub const fn count(self, size: BoardSize) -> u8 {
        match (self, size) {
            (Terrain::Forest | Terrain::Pasture | Terrain::Fields, BoardSize::Base) => 4,
            (Terrain::Hills | Terrain::Mountains, BoardSize::Base) => 3,
            (Terrain::Desert, BoardSize::Base) => 1,
            (Terrain::Forest | Terrain::Pasture | Terrain::Fields, BoardSize::Extended) => 6,
            (Terrain::Hills | Terrain::Mountains, BoardSize::Extended) => 5,
            (Terrain::Desert, BoardSize::Extended) => 2,
        }
    }
}

/// Every terrain tile for a board, in a fixed order.
pub fn terrain_tiles(size: BoardSize) -> Vec<Terrain> {
    Terrain::ALL
        .iter()
        .flat_map(|&t| std::iter::repeat_n(t, t.count(size).into()))
        .collect()
}

/// Number tokens in the official spiral (letter) order.
pub fn spiral_tokens(size: BoardSize) -> &'static [u8] {
    match size {
        BoardSize::Base => &[5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11],
        BoardSize::Extended => &[
            2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3,
            2, 6,
        ],
    }
}

/// Dots on a number token: how many of the 36 dice rolls make it.
pub const fn pips(number: u8) -> u8 {
    6 - (7 - number as i8).unsigned_abs()
}

pub const fn is_red(number: u8) -> bool {
    number == 6 || number == 8
}

/// Harbor kinds on the frame, as the API names them.
pub fn harbor_kinds(size: BoardSize) -> Vec<&'static str> {
    let mut kinds = match size {
        BoardSize::Base => vec!["3:1"; 4],
        BoardSize::Extended => {
            let mut k = vec!["3:1"; 5];
            k.push("2:1-wool");
            k
        }
    };
    kinds.extend([
        "2:1-brick",
        "2:1-lumber",
        "2:1-wool",
        "2:1-grain",
        "2:1-ore",
    ]);
    kinds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_counts() {
        assert_eq!(terrain_tiles(BoardSize::Base).len(), 19);
        assert_eq!(terrain_tiles(BoardSize::Extended).len(), 30);
        assert_eq!(spiral_tokens(BoardSize::Base).len(), 18);
        assert_eq!(spiral_tokens(BoardSize::Extended).len(), 28);
        assert_eq!(harbor_kinds(BoardSize::Base).len(), 9);
        assert_eq!(harbor_kinds(BoardSize::Extended).len(), 11);
        assert_eq!(
            harbor_kinds(BoardSize::Extended)
                .iter()
                .filter(|k| **k == "2:1-wool")
                .count(),
            2
        );
    }

    #[test]
    fn pips_by_number() {
        let dots: Vec<u8> = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12].map(pips).to_vec();
        assert_eq!(dots, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
        // Each token set covers every number but 7.
        assert_eq!(
            spiral_tokens(BoardSize::Base)
                .iter()
                .map(|&n| u32::from(pips(n)))
                .sum::<u32>(),
            58
        );
    }
}
