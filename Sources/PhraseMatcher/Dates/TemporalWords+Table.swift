extension TemporalWords {
    /// The rows for English, French, German, Spanish and Japanese.
    static let table: [String: TemporalWords] = [
        "en": TemporalWords(
            relativeDays: [
                (["today"], 0), (["tonight"], 0), (["tomorrow"], 1), (["day", "after", "tomorrow"], 2),
                (["the", "day", "after", "tomorrow"], 2), (["yesterday"], -1),
            ],
            weekdays: [
                "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6, "saturday": 7,
            ],
            nextBefore: [["next"], ["on", "next"]], articles: [["this"], ["on"], ["on", "the"], ["the"]],
            months: [
                "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
                "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3,
                "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
            ],
            dayMonthJoiners: [["of"]], ordinalSuffixes: ["th", "st", "nd", "rd"],
            timeIntroducers: [["at"]], hourWords: ["oclock", "h"],
            halfPast: [], quarterPast: [],
            morningAfter: [["am"], ["a", "m"], ["in", "the", "morning"]],
            eveningAfter: [["pm"], ["p", "m"], ["in", "the", "afternoon"], ["in", "the", "evening"], ["tonight"]],
            noon: [["noon"], ["midday"]], midnight: [["midnight"]],
            fromNowBefore: [["in"]], fromNowAfter: [["from", "now"]],
            units: [
                "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "min": 60, "mins": 60, "minute": 60,
                "minutes": 60, "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "day": 86400,
                "days": 86400, "week": 604_800, "weeks": 604_800,
            ],
            articlesOne: ["a", "an", "one"], halfBefore: [["half", "an"], ["half", "a"]],
            halfAfter: [["and", "a", "half"]], joiners: [["and"]]),
        "fr": TemporalWords(
            relativeDays: [
                (["aujourdhui"], 0), (["ce", "soir"], 0), (["demain"], 1), (["apres", "demain"], 2),
                (["hier"], -1), (["avant", "hier"], -2),
            ],
            weekdays: [
                "dimanche": 1, "lundi": 2, "mardi": 3, "mercredi": 4, "jeudi": 5, "vendredi": 6, "samedi": 7,
            ],
            nextAfter: [["prochain"], ["qui", "vient"]], articles: [["ce"], ["le"]],
            months: [
                "janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7, "aout": 8,
                "septembre": 9, "octobre": 10, "novembre": 11, "decembre": 12,
            ],
            ordinalSuffixes: ["er"], timeIntroducers: [["a"], ["vers"]], hourWords: ["h", "heure", "heures"],
            minuteWords: ["min", "minutes"], halfPast: [["et", "demie"]], quarterPast: [["et", "quart"]],
            morningAfter: [["du", "matin"]], eveningAfter: [["du", "soir"], ["de", "l", "apres", "midi"]],
            noon: [["midi"]], midnight: [["minuit"]], fromNowBefore: [["dans"]],
            units: [
                "s": 1, "sec": 1, "seconde": 1, "secondes": 1, "min": 60, "mn": 60, "minute": 60, "minutes": 60,
                "h": 3600, "heure": 3600, "heures": 3600, "jour": 86400, "jours": 86400, "semaine": 604_800,
                "semaines": 604_800,
            ],
            halfBefore: [["une", "demi"], ["demi"]], halfAfter: [["et", "demie"], ["et", "demi"]],
            joiners: [["et"]]),
        "de": TemporalWords(
            relativeDays: [
                (["heute"], 0), (["heute", "abend"], 0), (["morgen"], 1), (["ubermorgen"], 2), (["gestern"], -1),
                (["vorgestern"], -2),
            ],
            weekdays: [
                "sonntag": 1, "montag": 2, "dienstag": 3, "mittwoch": 4, "donnerstag": 5, "freitag": 6,
                "samstag": 7, "sonnabend": 7,
            ],
            nextBefore: [["nachsten"], ["kommenden"], ["am", "nachsten"], ["am", "kommenden"]],
            articles: [["am"], ["diesen"], ["den"]],
            months: [
                "januar": 1, "februar": 2, "marz": 3, "april": 4, "mai": 5, "juni": 6, "juli": 7, "august": 8,
                "september": 9, "oktober": 10, "november": 11, "dezember": 12,
            ],
            timeIntroducers: [["um"], ["gegen"]], hourWords: ["uhr", "h"], minuteWords: ["min", "minuten"],
            morningAfter: [["morgens"], ["fruh"], ["vormittags"]],
            eveningAfter: [["abends"], ["nachmittags"], ["nachts"]],
            noon: [["mittag"], ["mittags"]], midnight: [["mitternacht"]], fromNowBefore: [["in"]],
            units: [
                "s": 1, "sek": 1, "sekunde": 1, "sekunden": 1, "min": 60, "minute": 60, "minuten": 60, "h": 3600,
                "std": 3600, "stunde": 3600, "stunden": 3600, "tag": 86400, "tage": 86400, "tagen": 86400,
                "woche": 604_800, "wochen": 604_800,
            ],
            halfBefore: [["eine", "halbe"], ["einer", "halben"], ["halbe"], ["halben"]],
            oneAndHalfBefore: [["anderthalb"], ["eineinhalb"]], joiners: [["und"]]),
        "es": TemporalWords(
            relativeDays: [
                (["hoy"], 0), (["esta", "noche"], 0), (["manana"], 1), (["pasado", "manana"], 2), (["ayer"], -1),
                (["anteayer"], -2),
            ],
            weekdays: [
                "domingo": 1, "lunes": 2, "martes": 3, "miercoles": 4, "jueves": 5, "viernes": 6, "sabado": 7,
            ],
            nextBefore: [["el", "proximo"], ["proximo"]], nextAfter: [["que", "viene"], ["proximo"]],
            articles: [["el"], ["este"]],
            months: [
                "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
                "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
            ],
            dayMonthJoiners: [["de"]], timeIntroducers: [["a", "las"], ["a", "la"], ["las"], ["la"]],
            hourWords: ["h", "horas"], minuteWords: ["min", "minutos"], halfPast: [["y", "media"]],
            quarterPast: [["y", "cuarto"]], morningAfter: [["de", "la", "manana"]],
            eveningAfter: [["de", "la", "tarde"], ["de", "la", "noche"]], noon: [["mediodia"]],
            midnight: [["medianoche"]], fromNowBefore: [["en"], ["dentro", "de"]],
            units: [
                "s": 1, "seg": 1, "segundo": 1, "segundos": 1, "min": 60, "minuto": 60, "minutos": 60, "h": 3600,
                "hora": 3600, "horas": 3600, "dia": 86400, "dias": 86400, "semana": 604_800, "semanas": 604_800,
            ],
            halfBefore: [["media"]], halfAfter: [["y", "media"], ["y", "medio"]], joiners: [["y"]]),
        "ja": TemporalWords(
            relativeDays: [
                (["今日"], 0), (["きょう"], 0), (["今夜"], 0), (["明日"], 1), (["あした"], 1), (["あす"], 1),
                (["明後日"], 2), (["あさって"], 2), (["昨日"], -1), (["きのう"], -1),
            ],
            weekdays: [
                "日曜日": 1, "月曜日": 2, "火曜日": 3, "水曜日": 4, "木曜日": 5, "金曜日": 6, "土曜日": 7, "日曜": 1,
                "月曜": 2, "火曜": 3, "水曜": 4, "木曜": 5, "金曜": 6, "土曜": 7,
            ],
            nextBefore: [["次", "の"]], nextWeekBefore: [["来週", "の"], ["来週"]], articles: [["今週", "の"]],
            months: [:], monthMarker: "月", dayMarker: "日", dateTimeJoiners: [["の"]], timeIntroducers: [],
            hourWords: ["時"], minuteWords: ["分"], halfPast: [["半"]], morningBefore: [["午前"], ["朝"]],
            eveningBefore: [["午後"], ["夜"], ["夕方"]], noon: [["正午"]], midnight: [["深夜", "0", "時"]],
            fromNowAfter: [["後"], ["以内"]],
            units: [
                "秒": 1, "秒間": 1, "分": 60, "分間": 60, "時間": 3600, "日": 86400, "日間": 86400, "週間": 604_800,
            ],
            halfAfter: [["半"]]),
    ]
}
