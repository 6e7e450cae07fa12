"""Traditional Chinese texts of Cờ Tỷ Phú (Monopoly)'s own screens and its own wording of shared UI
messages ("<key>@monopoly"); merged after ui/messages/zh_Hant.py by ui/i18n.py."""

MESSAGES = {
    "ui.game.variant.monopoly": "大富翁",
    "ui.option.starting_deeds@monopoly": "開局每人免費發 {n} 張地契",
    "ui.preset.rule.starting_deeds@monopoly": "每人先發 {n} 張地契",
    "ui.help.starting_deeds@monopoly": "開局時銀行洗好地契，免費發給每位玩家 {n} 張。",
    "ui.auction.printed@monopoly": "標價：{price}",
    "ui.here.tap@monopoly": "點棋盤上的地產，就能看它的地契",
    "ui.deed.railroad_any@monopoly": "地主擁有的鐵路越多，過路費越高。",
    "ui.setup.options@monopoly": "家規",
    "ui.preset.name.quick@monopoly": "快速遊戲",
    "ui.over.why.first_bankruptcy@monopoly": "有人破產，快速遊戲就此結束：最富有的人獲勝。",
}
