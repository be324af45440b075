/// The names PokeAPI gives the first 151 species and their abilities, in English (language `en`) and Korean
/// (`ko`), from its `pokemon-species/{id}` and `ability/{id}` resources; with the abilities' PokeAPI ids.
enum PokedexNames {
    /// Each species' English and Korean name, in National Pokédex order (ids 1…151).
    // swift-format-ignore
    static let species: [(en: String, ko: String)] = [
        ("Bulbasaur", "이상해씨"),  // 1 bulbasaur
        ("Ivysaur", "이상해풀"),  // 2 ivysaur
        ("Venusaur", "이상해꽃"),  // 3 venusaur
        ("Charmander", "파이리"),  // 4 charmander
        ("Charmeleon", "리자드"),  // 5 charmeleon
        ("Charizard", "리자몽"),  // 6 charizard
        ("Squirtle", "꼬부기"),  // 7 squirtle
        ("Wartortle", "어니부기"),  // 8 wartortle
        ("Blastoise", "거북왕"),  // 9 blastoise
        ("Caterpie", "캐터피"),  // 10 caterpie
        ("Metapod", "단데기"),  // 11 metapod
        ("Butterfree", "버터플"),  // 12 butterfree
        ("Weedle", "뿔충이"),  // 13 weedle
        ("Kakuna", "딱충이"),  // 14 kakuna
        ("Beedrill", "독침붕"),  // 15 beedrill
        ("Pidgey", "구구"),  // 16 pidgey
        ("Pidgeotto", "피죤"),  // 17 pidgeotto
        ("Pidgeot", "피죤투"),  // 18 pidgeot
        ("Rattata", "꼬렛"),  // 19 rattata
        ("Raticate", "레트라"),  // 20 raticate
        ("Spearow", "깨비참"),  // 21 spearow
        ("Fearow", "깨비드릴조"),  // 22 fearow
        ("Ekans", "아보"),  // 23 ekans
        ("Arbok", "아보크"),  // 24 arbok
        ("Pikachu", "피카츄"),  // 25 pikachu
        ("Raichu", "라이츄"),  // 26 raichu
        ("Sandshrew", "모래두지"),  // 27 sandshrew
        ("Sandslash", "고지"),  // 28 sandslash
        ("Nidoran♀", "니드런♀"),  // 29 nidoran-f
        ("Nidorina", "니드리나"),  // 30 nidorina
        ("Nidoqueen", "니드퀸"),  // 31 nidoqueen
        ("Nidoran♂", "니드런♂"),  // 32 nidoran-m
        ("Nidorino", "니드리노"),  // 33 nidorino
        ("Nidoking", "니드킹"),  // 34 nidoking
        ("Clefairy", "삐삐"),  // 35 clefairy
        ("Clefable", "픽시"),  // 36 clefable
        ("Vulpix", "식스테일"),  // 37 vulpix
        ("Ninetales", "나인테일"),  // 38 ninetales
        ("Jigglypuff", "푸린"),  // 39 jigglypuff
        ("Wigglytuff", "푸크린"),  // 40 wigglytuff
        ("Zubat", "주뱃"),  // 41 zubat
        ("Golbat", "골뱃"),  // 42 golbat
        ("Oddish", "뚜벅쵸"),  // 43 oddish
        ("Gloom", "냄새꼬"),  // 44 gloom
        ("Vileplume", "라플레시아"),  // 45 vileplume
        ("Paras", "파라스"),  // 46 paras
        ("Parasect", "파라섹트"),  // 47 parasect
        ("Venonat", "콘팡"),  // 48 venonat
        ("Venomoth", "도나리"),  // 49 venomoth
        ("Diglett", "디그다"),  // 50 diglett
        ("Dugtrio", "닥트리오"),  // 51 dugtrio
        ("Meowth", "나옹"),  // 52 meowth
        ("Persian", "페르시온"),  // 53 persian
        ("Psyduck", "고라파덕"),  // 54 psyduck
        ("Golduck", "골덕"),  // 55 golduck
        ("Mankey", "망키"),  // 56 mankey
        ("Primeape", "성원숭"),  // 57 primeape
        ("Growlithe", "가디"),  // 58 growlithe
        ("Arcanine", "윈디"),  // 59 arcanine
        ("Poliwag", "발챙이"),  // 60 poliwag
        ("Poliwhirl", "슈륙챙이"),  // 61 poliwhirl
        ("Poliwrath", "강챙이"),  // 62 poliwrath
        ("Abra", "캐이시"),  // 63 abra
        ("Kadabra", "윤겔라"),  // 64 kadabra
        ("Alakazam", "후딘"),  // 65 alakazam
        ("Machop", "알통몬"),  // 66 machop
        ("Machoke", "근육몬"),  // 67 machoke
        ("Machamp", "괴력몬"),  // 68 machamp
        ("Bellsprout", "모다피"),  // 69 bellsprout
        ("Weepinbell", "우츠동"),  // 70 weepinbell
        ("Victreebel", "우츠보트"),  // 71 victreebel
        ("Tentacool", "왕눈해"),  // 72 tentacool
        ("Tentacruel", "독파리"),  // 73 tentacruel
        ("Geodude", "꼬마돌"),  // 74 geodude
        ("Graveler", "데구리"),  // 75 graveler
        ("Golem", "딱구리"),  // 76 golem
        ("Ponyta", "포니타"),  // 77 ponyta
        ("Rapidash", "날쌩마"),  // 78 rapidash
        ("Slowpoke", "야돈"),  // 79 slowpoke
        ("Slowbro", "야도란"),  // 80 slowbro
        ("Magnemite", "코일"),  // 81 magnemite
        ("Magneton", "레어코일"),  // 82 magneton
        ("Farfetch’d", "파오리"),  // 83 farfetchd
        ("Doduo", "두두"),  // 84 doduo
        ("Dodrio", "두트리오"),  // 85 dodrio
        ("Seel", "쥬쥬"),  // 86 seel
        ("Dewgong", "쥬레곤"),  // 87 dewgong
        ("Grimer", "질퍽이"),  // 88 grimer
        ("Muk", "질뻐기"),  // 89 muk
        ("Shellder", "셀러"),  // 90 shellder
        ("Cloyster", "파르셀"),  // 91 cloyster
        ("Gastly", "고오스"),  // 92 gastly
        ("Haunter", "고우스트"),  // 93 haunter
        ("Gengar", "팬텀"),  // 94 gengar
        ("Onix", "롱스톤"),  // 95 onix
        ("Drowzee", "슬리프"),  // 96 drowzee
        ("Hypno", "슬리퍼"),  // 97 hypno
        ("Krabby", "크랩"),  // 98 krabby
        ("Kingler", "킹크랩"),  // 99 kingler
        ("Voltorb", "찌리리공"),  // 100 voltorb
        ("Electrode", "붐볼"),  // 101 electrode
        ("Exeggcute", "아라리"),  // 102 exeggcute
        ("Exeggutor", "나시"),  // 103 exeggutor
        ("Cubone", "탕구리"),  // 104 cubone
        ("Marowak", "텅구리"),  // 105 marowak
        ("Hitmonlee", "시라소몬"),  // 106 hitmonlee
        ("Hitmonchan", "홍수몬"),  // 107 hitmonchan
        ("Lickitung", "내루미"),  // 108 lickitung
        ("Koffing", "또가스"),  // 109 koffing
        ("Weezing", "또도가스"),  // 110 weezing
        ("Rhyhorn", "뿔카노"),  // 111 rhyhorn
        ("Rhydon", "코뿌리"),  // 112 rhydon
        ("Chansey", "럭키"),  // 113 chansey
        ("Tangela", "덩쿠리"),  // 114 tangela
        ("Kangaskhan", "캥카"),  // 115 kangaskhan
        ("Horsea", "쏘드라"),  // 116 horsea
        ("Seadra", "시드라"),  // 117 seadra
        ("Goldeen", "콘치"),  // 118 goldeen
        ("Seaking", "왕콘치"),  // 119 seaking
        ("Staryu", "별가사리"),  // 120 staryu
        ("Starmie", "아쿠스타"),  // 121 starmie
        ("Mr. Mime", "마임맨"),  // 122 mr-mime
        ("Scyther", "스라크"),  // 123 scyther
        ("Jynx", "루주라"),  // 124 jynx
        ("Electabuzz", "에레브"),  // 125 electabuzz
        ("Magmar", "마그마"),  // 126 magmar
        ("Pinsir", "쁘사이저"),  // 127 pinsir
        ("Tauros", "켄타로스"),  // 128 tauros
        ("Magikarp", "잉어킹"),  // 129 magikarp
        ("Gyarados", "갸라도스"),  // 130 gyarados
        ("Lapras", "라프라스"),  // 131 lapras
        ("Ditto", "메타몽"),  // 132 ditto
        ("Eevee", "이브이"),  // 133 eevee
        ("Vaporeon", "샤미드"),  // 134 vaporeon
        ("Jolteon", "쥬피썬더"),  // 135 jolteon
        ("Flareon", "부스터"),  // 136 flareon
        ("Porygon", "폴리곤"),  // 137 porygon
        ("Omanyte", "암나이트"),  // 138 omanyte
        ("Omastar", "암스타"),  // 139 omastar
        ("Kabuto", "투구"),  // 140 kabuto
        ("Kabutops", "투구푸스"),  // 141 kabutops
        ("Aerodactyl", "프테라"),  // 142 aerodactyl
        ("Snorlax", "잠만보"),  // 143 snorlax
        ("Articuno", "프리져"),  // 144 articuno
        ("Zapdos", "썬더"),  // 145 zapdos
        ("Moltres", "파이어"),  // 146 moltres
        ("Dratini", "미뇽"),  // 147 dratini
        ("Dragonair", "신뇽"),  // 148 dragonair
        ("Dragonite", "망나뇽"),  // 149 dragonite
        ("Mewtwo", "뮤츠"),  // 150 mewtwo
        ("Mew", "뮤"),  // 151 mew
    ]

    /// Each ability of the 151 by its PokeAPI name: its PokeAPI id and its English and Korean name.
    // swift-format-ignore
    static let abilities: [String: (id: Int, en: String, ko: String)] = [
        "adaptability": (91, "Adaptability", "적응력"),
        "aftermath": (106, "Aftermath", "유폭"),
        "analytic": (148, "Analytic", "애널라이즈"),
        "anger-point": (83, "Anger Point", "분노의경혈"),
        "anticipation": (107, "Anticipation", "위험예지"),
        "arena-trap": (71, "Arena Trap", "개미지옥"),
        "battle-armor": (4, "Battle Armor", "전투무장"),
        "big-pecks": (145, "Big Pecks", "부풀린가슴"),
        "blaze": (66, "Blaze", "맹화"),
        "chlorophyll": (34, "Chlorophyll", "엽록소"),
        "clear-body": (29, "Clear Body", "클리어바디"),
        "cloud-nine": (13, "Cloud Nine", "날씨부정"),
        "competitive": (172, "Competitive", "승기"),
        "compound-eyes": (14, "Compound Eyes", "복안"),
        "cursed-body": (130, "Cursed Body", "저주받은바디"),
        "cute-charm": (56, "Cute Charm", "헤롱헤롱바디"),
        "damp": (6, "Damp", "습기"),
        "defiant": (128, "Defiant", "오기"),
        "download": (88, "Download", "다운로드"),
        "drought": (70, "Drought", "가뭄"),
        "dry-skin": (87, "Dry Skin", "건조피부"),
        "early-bird": (48, "Early Bird", "일찍기상"),
        "effect-spore": (27, "Effect Spore", "포자"),
        "filter": (111, "Filter", "필터"),
        "flame-body": (49, "Flame Body", "불꽃몸"),
        "flash-fire": (18, "Flash Fire", "타오르는불꽃"),
        "forewarn": (108, "Forewarn", "예지몽"),
        "friend-guard": (132, "Friend Guard", "프렌드가드"),
        "frisk": (119, "Frisk", "통찰"),
        "gluttony": (82, "Gluttony", "먹보"),
        "guts": (62, "Guts", "근성"),
        "harvest": (139, "Harvest", "수확"),
        "healer": (131, "Healer", "치유의마음"),
        "hustle": (55, "Hustle", "의욕"),
        "hydration": (93, "Hydration", "촉촉바디"),
        "hyper-cutter": (52, "Hyper Cutter", "괴력집게"),
        "ice-body": (115, "Ice Body", "아이스바디"),
        "illuminate": (35, "Illuminate", "발광"),
        "immunity": (17, "Immunity", "면역"),
        "imposter": (150, "Imposter", "괴짜"),
        "infiltrator": (151, "Infiltrator", "틈새포착"),
        "inner-focus": (39, "Inner Focus", "정신력"),
        "insomnia": (15, "Insomnia", "불면"),
        "intimidate": (22, "Intimidate", "위협"),
        "iron-fist": (89, "Iron Fist", "철주먹"),
        "justified": (154, "Justified", "정의의마음"),
        "keen-eye": (51, "Keen Eye", "날카로운눈"),
        "leaf-guard": (102, "Leaf Guard", "리프가드"),
        "levitate": (26, "Levitate", "부유"),
        "lightning-rod": (31, "Lightning Rod", "피뢰침"),
        "limber": (7, "Limber", "유연"),
        "liquid-ooze": (64, "Liquid Ooze", "해감액"),
        "magic-guard": (98, "Magic Guard", "매직가드"),
        "magnet-pull": (42, "Magnet Pull", "자력"),
        "marvel-scale": (63, "Marvel Scale", "이상한비늘"),
        "mold-breaker": (104, "Mold Breaker", "틀깨기"),
        "moxie": (153, "Moxie", "자기과신"),
        "multiscale": (136, "Multiscale", "멀티스케일"),
        "natural-cure": (30, "Natural Cure", "자연회복"),
        "neutralizing-gas": (256, "Neutralizing Gas", "화학변화가스"),
        "no-guard": (99, "No Guard", "노가드"),
        "oblivious": (12, "Oblivious", "둔감"),
        "overcoat": (142, "Overcoat", "방진"),
        "overgrow": (65, "Overgrow", "심록"),
        "own-tempo": (20, "Own Tempo", "마이페이스"),
        "pickup": (53, "Pickup", "픽업"),
        "poison-point": (38, "Poison Point", "독가시"),
        "poison-touch": (143, "Poison Touch", "독수"),
        "pressure": (46, "Pressure", "프레셔"),
        "quick-feet": (95, "Quick Feet", "속보"),
        "rain-dish": (44, "Rain Dish", "젖은접시"),
        "rattled": (155, "Rattled", "주눅"),
        "reckless": (120, "Reckless", "이판사판"),
        "regenerator": (144, "Regenerator", "재생력"),
        "rivalry": (79, "Rivalry", "투쟁심"),
        "rock-head": (69, "Rock Head", "돌머리"),
        "run-away": (50, "Run Away", "도주"),
        "sand-force": (159, "Sand Force", "모래의힘"),
        "sand-rush": (146, "Sand Rush", "모래헤치기"),
        "sand-veil": (8, "Sand Veil", "모래숨기"),
        "scrappy": (113, "Scrappy", "배짱"),
        "serene-grace": (32, "Serene Grace", "하늘의은총"),
        "shed-skin": (61, "Shed Skin", "탈피"),
        "sheer-force": (125, "Sheer Force", "우격다짐"),
        "shell-armor": (75, "Shell Armor", "조가비갑옷"),
        "shield-dust": (19, "Shield Dust", "인분"),
        "skill-link": (92, "Skill Link", "스킬링크"),
        "sniper": (97, "Sniper", "스나이퍼"),
        "snow-cloak": (81, "Snow Cloak", "눈숨기"),
        "solar-power": (94, "Solar Power", "선파워"),
        "soundproof": (43, "Soundproof", "방음"),
        "static": (9, "Static", "정전기"),
        "steadfast": (80, "Steadfast", "불굴의마음"),
        "stench": (1, "Stench", "악취"),
        "sticky-hold": (60, "Sticky Hold", "점착"),
        "sturdy": (5, "Sturdy", "옹골참"),
        "swarm": (68, "Swarm", "벌레의알림"),
        "swift-swim": (33, "Swift Swim", "쓱쓱"),
        "synchronize": (28, "Synchronize", "싱크로"),
        "tangled-feet": (77, "Tangled Feet", "갈지자걸음"),
        "technician": (101, "Technician", "테크니션"),
        "thick-fat": (47, "Thick Fat", "두꺼운지방"),
        "tinted-lens": (110, "Tinted Lens", "색안경"),
        "torrent": (67, "Torrent", "급류"),
        "trace": (36, "Trace", "트레이스"),
        "unaware": (109, "Unaware", "천진"),
        "unburden": (84, "Unburden", "곡예"),
        "unnerve": (127, "Unnerve", "긴장감"),
        "vital-spirit": (72, "Vital Spirit", "의기양양"),
        "volt-absorb": (10, "Volt Absorb", "축전"),
        "water-absorb": (11, "Water Absorb", "저수"),
        "water-veil": (41, "Water Veil", "수의베일"),
        "weak-armor": (133, "Weak Armor", "깨어진갑옷"),
        "wonder-skin": (147, "Wonder Skin", "미라클스킨"),
    ]
}
