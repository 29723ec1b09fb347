/**
 * The French grocery word list that places a new shopping item in its aisle (domain/sections.ts).
 * Written as a shopper types: singular or plural, with or without accents, any case (the words are
 * normalised the same way as the item's text). Phrases of two or three words (« pomme de terre »,
 * « lait de coco ») win over their first word. A word missing here lands in « Autres » until the
 * family moves it, and Foyer then remembers their choice for the space.
 */
import type { SectionId } from './section-ids.ts';

export const GROCERY_WORDS: Record<Exclude<SectionId, 'autres'>, string> = {
  'fruits-legumes': `
    pomme, poire, banane, orange, clementine, mandarine, citron, citron vert, pamplemousse, kiwi,
    raisin, fraise, framboise, myrtille, mure, cerise, abricot, peche, nectarine, prune, mirabelle,
    melon, pasteque, ananas, mangue, papaye, grenade, figue, datte fraiche, litchi, fruit, fruits rouges,
    fruit de la passion, avocat, tomate, tomate cerise, concombre, courgette, aubergine, poivron,
    piment, carotte, pomme de terre, patate, patate douce, oignon, echalote, ail, poireau, celeri,
    celeri rave, fenouil, navet, radis, betterave, chou, chou-fleur, chou fleur, brocoli, chou de bruxelles,
    epinard, salade, laitue, mache, roquette, endive, cresson, haricot vert, petit pois, mais doux,
    champignon, asperge, artichaut, potiron, potimarron, courge, butternut, panais, topinambour,
    persil, coriandre, basilic, menthe, ciboulette, aneth, thym frais, gingembre, legume, legumes,
    herbes fraiches, pousse, germe de soja, rhubarbe, coing, kaki
  `,
  boulangerie: `
    pain, baguette, tradition, pain de mie, pain complet, brioche, croissant, pain au chocolat,
    chocolatine, pain aux raisins, chausson aux pommes, viennoiserie, ficelle, boule, fougasse,
    bagel, muffin anglais, tortilla, wrap, pita, pain burger, pain hot dog, biscotte, pain de campagne,
    pain aux cereales, gateau, tarte, eclair, flan, galette des rois, chouquette, madeleine
  `,
  cremerie: `
    lait, lait demi-ecreme, lait entier, lait ecreme, beurre, creme, creme fraiche, creme liquide,
    yaourt, yogourt, yoghourt, fromage blanc, petit suisse, skyr, faisselle, fromage, emmental,
    gruyere, comte, camembert, brie, roquefort, chevre, mozzarella, parmesan, feta, raclette,
    reblochon, cheddar, mascarpone, ricotta, coulommiers, tomme, cancoillotte, oeuf, oeufs,
    creme dessert, dessert lacte, danette, compote a boire, riz au lait, margarine, kefir, fromage rape
  `,
  'boucherie-poissonnerie': `
    viande, boeuf, steak, steak hache, bifteck, roti, veau, porc, agneau, mouton, poulet, dinde,
    canard, lapin, escalope, cote, cote de porc, cotelette, saucisse, merguez, chipolata, chair a saucisse,
    blanc de poulet, cuisse de poulet, aiguillette, filet mignon,
    bavette, entrecote, faux-filet, boulette, poisson, saumon, cabillaud, colin, merlu, thon frais,
    truite, sardine fraiche, maquereau, dorade, bar, sole, lieu, crevette, moule, huitre, saint-jacques,
    calamar, poulpe, gambas, crabe, fruits de mer, hachis
  `,
  'frais-traiteur': `
    charcuterie, jambon, jambon blanc, jambon cru, jambon de bayonne, jambon de parme, jambon sec,
    blanc de dinde, lardon, bacon, saucisson, saucisson sec, chorizo, salami,
    coppa, rosette, rillette, terrine, pate de campagne, pate en croute, mousse de canard, foie gras,
    boudin, boudin noir, boudin blanc, andouillette, knacki, saucisse de strasbourg,
    saucisse de francfort, surimi, saumon fume, truite fumee, tarama, blinis, houmous, hoummous,
    tzatziki, guacamole, taboule, carotte rapee, celeri remoulade, salade piemontaise,
    salade composee, salade de pates, quiche, quiche lorraine, tarte salee, pizza fraiche,
    croque-monsieur, sandwich, sushi, nems, samoussa, plat cuisine, plat prepare,
    hachis parmentier, pates fraiches, gnocchi, tortellini, raviole, pate brisee, pate feuilletee,
    pate a pizza, pate sablee, pate a tarte, pate a crepe, tofu, steak vegetal, galette vegetale
  `,
  epicerie: `
    pates, spaghetti, tagliatelle, penne, coquillette, macaroni, lasagne, ravioli, riz, semoule,
    couscous, quinoa, boulgour, lentille, pois chiche, haricot rouge, haricot blanc, farine, sucre,
    sucre glace, sucre vanille, levure, sel, poivre, epice, curry, paprika, cumin, cannelle,
    muscade, herbes de provence, huile, huile d'olive, vinaigre, moutarde, mayonnaise, ketchup,
    sauce, sauce tomate, concentre de tomate, coulis, pesto, bouillon, cube, soupe, conserve,
    thon, sardine, mais, cornichon, olive, capre, cafe, the, tisane, infusion, chocolat, cacao,
    chocolat en poudre, pate a tartiner, nutella, confiture, miel, sirop d'erable, cereale, cereales,
    muesli, flocons d'avoine, biscuit, gateau sec, cookie, petit beurre, chips,
    cacahuete, amande, noix, noisette, pistache, noix de cajou, raisin sec, pruneau, datte, abricot sec,
    fruit sec, compote, puree, bonbon, chewing-gum, pop-corn, crackers, aperitif, lait de coco,
    creme de coco, sauce soja, nuoc mam, bicarbonate, maizena, fecule, chapelure, gelatine,
    pain d'epices, barre de cereales, levure chimique, puree en flocons, vermicelle, nouille, ramen,
    pizza a garnir, croutons, tapenade,
    croquettes, patee, litiere, nourriture chat, nourriture chien, filtre a cafe, capsule, dosette
  `,
  surgeles: `
    surgele, surgeles, glace, crème glacee, creme glacee, sorbet, esquimau, frites, pizza surgelee,
    legumes surgeles, poisson pane, nuggets, cordon bleu, epinards surgeles, petits pois surgeles,
    haricots verts surgeles, poelee, galette surgelee, gratin surgele, glacon, buche glacee,
    fruits rouges surgeles, steak hache surgele, pizza
  `,
  boissons: `
    eau, eau gazeuse, eau petillante, eau plate, perrier, badoit, evian, vittel, jus, jus d'orange,
    jus de pomme, jus de fruit, nectar, soda, coca, coca-cola, limonade, orangina, ice tea, sirop,
    biere, vin, vin rouge, vin blanc, rose, champagne, cidre, cremant, aperitif anise, pastis,
    whisky, rhum, vodka, gin, porto, martini, liqueur, boisson, smoothie, lait d'amande,
    lait d'avoine, lait de soja, boisson vegetale, energy drink, kombucha
  `,
  'hygiene-beaute': `
    shampoing, shampooing, apres-shampoing, gel douche, savon, dentifrice, brosse a dents,
    fil dentaire, bain de bouche, deodorant, rasoir, mousse a raser, coton, coton-tige,
    cotons-tiges, mouchoir, mouchoirs, papier toilette, pq, serviette hygienique, tampon,
    protege-slip, creme hydratante, creme solaire, maquillage, mascara, rouge a levres, vernis,
    dissolvant, parfum, lingette demaquillante, demaquillant, gel, laque, pansement, paracetamol,
    doliprane, medicament, vitamine, lentilles de contact, serum physiologique, brosse a cheveux,
    elastique, baume a levres
  `,
  entretien: `
    lessive, adoucissant, liquide vaisselle, produit vaisselle, pastille lave-vaisselle,
    tablette lave-vaisselle, sel lave-vaisselle, liquide de rincage, eponge, javel, eau de javel,
    nettoyant, detergent, vinaigre blanc, desinfectant, sac poubelle, sacs poubelle, essuie-tout,
    sopalin, papier alu, papier aluminium, film alimentaire, papier cuisson, sac congelation,
    allumette, bougie, ampoule, pile, piles, serpillere, balai, gants menage, chiffon, microfibre,
    desodorisant, anti-calcaire, deboucheur, cirage, insecticide, spray, pierre d'argile,
    detachant, produit menager, lingette menagere
  `,
  bebe: `
    couche, couches, lingette bebe, lingettes bebe, lait infantile, lait bebe, lait 2e age,
    petit pot, petits pots, compote bebe, biberon, tetine, liniment, creme change, talc,
    cereales bebe, gourde bebe, sterilisateur, bavoir, sérum bebe, serum bebe
  `,
};
