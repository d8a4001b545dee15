#!/usr/bin/env python3
"""Writes Assets/news.jsonl (200 news items, one JSON object a line) and the thumbnails they
name, Assets/news/*.svg (`make news`; a test keeps the committed files equal to this output).

Usage: generate.py [FOLDER]   (FOLDER defaults to the repository's Assets/)"""
import json
import pathlib
import random
import sys

root = pathlib.Path(__file__).resolve().parents[2]
assets = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "Assets"

# Each desk: its sources, its colours and the headlines it writes from.
DESKS = {
    "world": (["Reuters", "AP", "BBC News", "Al Jazeera"], ("#1d3557", "#457b9d", "#f1faee"), [
        "Leaders meet in {city} to talk about {topic}", "{city} votes on a new {topic} plan",
        "Talks on {topic} resume after a week of silence", "Floods close roads around {city}",
        "{city} opens its new harbour to shipping"]),
    "tech": (["The Verge", "Ars Technica", "Wired", "Heise"], ("#2b2d42", "#8d99ae", "#ef233c"), [
        "A new {gadget} runs a week on one charge", "{company} opens the source of its {gadget} software",
        "Why the {gadget} you bought last year is slower now", "{company} fixes a flaw in millions of {gadget}s",
        "Hands on with the first foldable {gadget}"]),
    "sports": (["ESPN", "Sky Sports", "L'Équipe", "Marca"], ("#2d6a4f", "#95d5b2", "#ffffff"), [
        "{team} win in extra time in {city}", "A record crowd watches {team} in {city}",
        "{team} sign a striker for the new season", "Rain stops play as {team} lead by two",
        "{team} coach: \u201cwe were lucky today\u201d"]),
    "science": (["Nature News", "New Scientist", "Quanta", "Science"], ("#3c096c", "#9d4edd", "#e0aaff"), [
        "A telescope finds water around a distant {thing}", "Bees learn to count, a new study says",
        "The {thing} that should not exist, explained", "Ice cores show {city}'s climate 800,000 years ago",
        "Physicists cool a {thing} to a billionth of a degree"]),
    "culture": (["The Guardian", "Le Monde", "El País", "NHK"], ("#9c6644", "#e6ccb2", "#7f5539"), [
        "A lost {art} by a master turns up in {city}", "{city}'s film festival opens with a silent {art}",
        "Why everyone in {city} is reading this {art}", "The {art} that sold for a record price",
        "An orchestra plays a {art} written by a machine"]),
}
WORDS = {
    "city": ["Lisbon", "Nairobi", "Osaka", "Montréal", "Oslo", "Santiago", "Hanoi", "Kraków", "Accra", "Perth"],
    "topic": ["water", "trade", "energy", "housing", "transport", "fishing"],
    "gadget": ["phone", "laptop", "watch", "e-reader", "router", "headset"],
    "company": ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"],
    "team": ["Rovers", "United", "Athletic", "Wanderers", "City", "Albion"],
    "thing": ["planet", "star", "crystal", "molecule", "galaxy", "atom"],
    "art": ["painting", "novel", "symphony", "film", "poem", "sculpture"],
}
SUMMARIES = ["What we know so far", "Five things to take away", "Live: the latest", "Analysis",
             "In pictures", "The view from the ground", "Explainer", "Opinion"]


def thumbnail(desk, variant):
    """A small square picture for a desk: its colours, with shapes that differ by variant."""
    sky, ground, accent = DESKS[desk][1]
    rng = random.Random(f"{desk}-{variant}")
    shapes = []
    for _ in range(4):
        x, y, r = rng.randint(8, 112), rng.randint(8, 70), rng.randint(8, 26)
        shapes.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{accent}" opacity="0.{rng.randint(3, 8)}"/>')
    hills = " ".join(f"{x},{rng.randint(70, 100)}" for x in range(0, 121, 20))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">\n'
        f'<rect width="120" height="120" fill="{sky}"/>\n'
        + "\n".join(shapes) + "\n"
        f'<polygon points="0,120 {hills} 120,120" fill="{ground}"/>\n'
        "</svg>\n")


def items():
    rng = random.Random(2026)
    desks = list(DESKS)
    for index in range(200):
        desk = desks[index % len(desks)]
        sources, _, headlines = DESKS[desk]
        headline = rng.choice(headlines)
        for word, choices in WORDS.items():
            headline = headline.replace("{" + word + "}", rng.choice(choices))
        minutes = 5 + index * 17
        age = f"{minutes}m" if minutes < 60 else f"{minutes // 60}h" if minutes < 24 * 60 else f"{minutes // (24 * 60)}d"
        yield {
            "title": headline,
            "subtitle": f"{rng.choice(sources)} · {rng.choice(SUMMARIES)}",
            "detail": age,
            "image": f"news/{desk}-{index % 4 + 1}.svg",
        }


def main():
    folder = assets / "news"
    folder.mkdir(parents=True, exist_ok=True)
    for desk in DESKS:
        for variant in range(1, 5):
            (folder / f"{desk}-{variant}.svg").write_text(thumbnail(desk, variant))
    with open(assets / "news.jsonl", "w", encoding="utf-8") as out:
        for item in items():
            out.write(json.dumps(item, ensure_ascii=False) + "\n")


main()
