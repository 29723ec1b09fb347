/**
 * The developer checklist of /test-suite (docs/product.md#developer-checklist): 12 modules of manual
 * test cases, walked through before a release. Development builds only: nothing imports this file
 * outside the test-suite feature, which the router drops from production builds.
 */

export type Priority = 'critical' | 'important' | 'normal';

export interface TestCase {
  id: string;
  name: string;
  prerequisites: string;
  steps: readonly string[];
  expected: string;
  priority: Priority;
  /** Also covered by an automated test (the manual pass is then a confirmation). */
  automated: boolean;
}

export interface TestModule {
  id: string;
  name: string;
  description: string;
  cases: readonly TestCase[];
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  critical: 'Critique',
  important: 'Important',
  normal: 'Normal',
};

export const CHECKLIST: readonly TestModule[] = [
  {
    id: 'auth',
    name: 'Authentification',
    description: 'Inscription, connexion, mot de passe oublié et déconnexion.',
    cases: [
      {
        id: 'auth-signup',
        name: 'Créer un compte',
        prerequisites: 'Une adresse email jamais utilisée.',
        steps: [
          'Ouvrir /signup.',
          'Saisir prénom, nom, email et un mot de passe d’au moins 8 caractères.',
          'Valider.',
        ],
        expected: 'Le toast « Inscription réussie » s’affiche et l’application ouvre /setup-space.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'auth-login',
        name: 'Se connecter et rester connecté',
        prerequisites: 'Un compte existant.',
        steps: [
          'Ouvrir /login, saisir email et mot de passe, laisser « Rester connecté » coché.',
          'Fermer puis rouvrir le navigateur.',
        ],
        expected:
          '« Connexion réussie » puis la session est toujours ouverte après la réouverture.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'auth-forgot',
        name: 'Réinitialiser le mot de passe',
        prerequisites: 'Un compte existant.',
        steps: [
          'Ouvrir /forgot-password et envoyer l’email.',
          'Ouvrir le lien reçu, saisir deux fois un nouveau mot de passe.',
        ],
        expected: '« Email envoyé ! », puis le nouveau mot de passe permet de se connecter.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'auth-guard',
        name: 'Routes protégées',
        prerequisites: 'Être déconnecté.',
        steps: ['Ouvrir /dashboard directement.'],
        expected: 'L’application redirige vers /login.',
        priority: 'critical',
        automated: true,
      },
    ],
  },
  {
    id: 'spaces',
    name: 'Espaces famille',
    description: 'Création, choix, renommage, suppression et sortie d’un espace.',
    cases: [
      {
        id: 'spaces-create',
        name: 'Créer un espace avec ses membres',
        prerequisites: 'Un compte sans espace.',
        steps: [
          'Sur /setup-space, saisir un nom et ajouter deux membres.',
          'Continuer, vérifier le récapitulatif, puis « Valider et continuer ».',
        ],
        expected: 'L’espace est créé et l’application ouvre /profile avec les membres ajoutés.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'spaces-switch',
        name: 'Changer d’espace actif',
        prerequisites: 'Être membre de deux espaces.',
        steps: ['Sur /join-space, choisir l’autre espace puis « Accéder à cet espace ».'],
        expected: 'Le message « Bienvenue dans l’espace … » s’affiche et les données changent.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'spaces-leave',
        name: 'Quitter un espace',
        prerequisites: 'Être membre d’un espace.',
        steps: ['Dans Réglages, quitter l’espace et confirmer.'],
        expected: '« Espace quitté » et l’espace disparaît de la liste.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'invitations',
    name: 'Invitations',
    description: 'Codes d’invitation et arrivée d’un nouveau membre.',
    cases: [
      {
        id: 'invitations-code',
        name: 'Générer un code',
        prerequisites: 'Être membre d’un espace.',
        steps: ['Dans Réglages, « Inviter quelqu’un », saisir prénom et nom, générer le code.'],
        expected: 'Un code de 8 caractères (majuscules et chiffres), unique, s’affiche.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'invitations-join',
        name: 'Rejoindre avec un code',
        prerequisites: 'Une invitation enregistrée et un second compte.',
        steps: ['Avec le second compte, saisir le code sur /setup-space (onglet Rejoindre).'],
        expected: 'Le second compte voit l’espace et ses profils.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'invitations-invalid',
        name: 'Code invalide',
        prerequisites: 'Un compte.',
        steps: ['Saisir un code qui n’existe pas.'],
        expected: '« Code d’invitation invalide ou expiré » et aucun espace n’est rejoint.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'profiles',
    name: 'Profils',
    description: 'Choix du profil et gestion des profils de la famille.',
    cases: [
      {
        id: 'profiles-choose',
        name: 'Choisir un profil',
        prerequisites: 'Un espace avec des profils.',
        steps: ['Sur /profile, choisir un profil puis « Commencer avec … ».'],
        expected: 'Le tableau de bord s’ouvre pour ce profil.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'profiles-manage',
        name: 'Ajouter, modifier, supprimer un profil',
        prerequisites: 'Un espace.',
        steps: ['Dans Réglages > Profils, ajouter un profil, le renommer puis le supprimer.'],
        expected: '« Profil ajouté », « Profil modifié », puis « Profil supprimé ».',
        priority: 'important',
        automated: true,
      },
      {
        id: 'profiles-lost',
        name: 'Profil devenu inaccessible',
        prerequisites: 'Deux appareils sur le même espace.',
        steps: ['Supprimer sur un appareil le profil sélectionné sur l’autre.'],
        expected: '« Ce profil n’est plus accessible » et retour sur /profile.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'dashboard',
    name: 'Tableau de bord',
    description: 'Accueil du profil : journée, To Do List et cloche.',
    cases: [
      {
        id: 'dashboard-today',
        name: 'Les tâches du jour',
        prerequisites: 'Une tâche aujourd’hui pour le profil.',
        steps: ['Ouvrir /dashboard.'],
        expected: 'La tâche apparaît avec son heure.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'dashboard-bell',
        name: 'La cloche des notifications',
        prerequisites: 'Une notification non lue.',
        steps: ['Ouvrir la cloche.'],
        expected: 'Au plus 3 notifications récentes et le nombre de non lues.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'planning',
    name: 'Planning',
    description: 'Planning du jour et vue semaine.',
    cases: [
      {
        id: 'planning-day',
        name: 'Naviguer de jour en jour',
        prerequisites: 'Des tâches sur plusieurs jours.',
        steps: ['Sur /planning, passer au jour suivant puis revenir.'],
        expected: 'Les tâches de chaque jour s’affichent ; le jour choisi est retenu.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'planning-week',
        name: 'Vue semaine',
        prerequisites: 'Des tâches dans la semaine.',
        steps: ['Ouvrir /weekly-view.'],
        expected: 'Les 7 jours, du lundi au dimanche, avec leurs tâches.',
        priority: 'important',
        automated: true,
      },
    ],
  },
  {
    id: 'tasks',
    name: 'Tâches et activités',
    description: 'Création, modification et suppression.',
    cases: [
      {
        id: 'tasks-create',
        name: 'Créer une tâche',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Sur /new-task, remplir nom, date, heure et type, puis enregistrer.'],
        expected: '« Tâche créée » et la tâche apparaît au planning.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'tasks-validation',
        name: 'Champs obligatoires',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Enregistrer le formulaire vide.'],
        expected: '« Le nom de la tâche est requis » et les autres messages sous les champs.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'tasks-activity',
        name: 'Créer et supprimer une activité',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Sur /add-activity, créer une activité puis la supprimer depuis son détail.'],
        expected: '« Activité créée » puis « Activité supprimée ».',
        priority: 'important',
        automated: true,
      },
    ],
  },
  {
    id: 'recurrence',
    name: 'Récurrence et alertes',
    description: 'Séries, exceptions, conflits et tâches sans responsable.',
    cases: [
      {
        id: 'recurrence-weekly',
        name: 'Tâche hebdomadaire',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Créer une tâche récurrente chaque semaine.'],
        expected: 'Elle apparaît chaque semaine le même jour, jusqu’à la date de fin.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'recurrence-occurrence',
        name: 'Supprimer une seule occurrence',
        prerequisites: 'Une tâche récurrente.',
        steps: ['Supprimer une occurrence et choisir « Seulement cette occurrence ».'],
        expected: '« Occurrence supprimée » ; les autres occurrences restent.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'recurrence-conflict',
        name: 'Conflit d’horaire',
        prerequisites: 'Deux tâches à la même heure pour la même personne.',
        steps: ['Ouvrir les alertes et résoudre le conflit en réassignant une tâche.'],
        expected: '« Conflit résolu avec succès ».',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'memos',
    name: 'Mémos',
    description: 'To Do List et rappels.',
    cases: [
      {
        id: 'memos-add',
        name: 'Ajouter un mémo avec rappel',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Ajouter un mémo avec une date et une heure dans deux minutes.'],
        expected: '« Mémo ajouté », puis la notification « Rappel To Do List » à l’heure dite.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'memos-past',
        name: 'Date passée refusée',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Choisir une date antérieure à aujourd’hui.'],
        expected: 'Le mémo n’est pas enregistré et un message l’explique.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'lists',
    name: 'Listes',
    description: 'Listes partagées et leurs éléments.',
    cases: [
      {
        id: 'lists-create',
        name: 'Créer une liste',
        prerequisites: 'Un profil sélectionné.',
        steps: ['Sur /new-list, saisir un nom, choisir une icône et créer.'],
        expected: '« Liste créée » et la liste apparaît sur /lists.',
        priority: 'important',
        automated: true,
      },
      {
        id: 'lists-tick',
        name: 'Cocher un élément sur deux appareils',
        prerequisites: 'Une liste ouverte sur deux appareils.',
        steps: ['Ajouter un élément puis le cocher sur le premier appareil.'],
        expected: 'L’élément apparaît coché sur le second, avec « coché par ».',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'lists-long',
        name: 'Texte trop long',
        prerequisites: 'Une liste.',
        steps: ['Ajouter un élément de plus de 500 caractères.'],
        expected: '« Le texte est trop long (max 500 caractères) ».',
        priority: 'normal',
        automated: true,
      },
    ],
  },
  {
    id: 'notifications',
    name: 'Notifications',
    description: 'Lecture, suppression et rappels des tâches.',
    cases: [
      {
        id: 'notifications-read',
        name: 'Marquer comme lue',
        prerequisites: 'Une notification non lue.',
        steps: ['Sur /notifications, marquer la notification comme lue.'],
        expected: '« Notification marquée comme lue » et le compteur diminue.',
        priority: 'normal',
        automated: true,
      },
      {
        id: 'notifications-task-reminder',
        name: 'Rappel d’une tâche',
        prerequisites: 'Une tâche avec rappel 5 minutes avant, dans 6 minutes.',
        steps: ['Attendre l’heure du rappel, application fermée puis ouverte.'],
        expected: 'Une seule notification « Rappel » pour la tâche.',
        priority: 'important',
        automated: true,
      },
    ],
  },
  {
    id: 'security',
    name: 'Sécurité et isolation',
    description: 'Chaque famille ne voit que ses propres données.',
    cases: [
      {
        id: 'security-isolation',
        name: 'Isolation entre espaces',
        prerequisites: 'Deux comptes dans deux espaces différents.',
        steps: ['Avec le premier compte, ouvrir l’adresse d’une tâche du second espace.'],
        expected: 'Aucune donnée de l’autre espace ne s’affiche.',
        priority: 'critical',
        automated: true,
      },
      {
        id: 'security-logout',
        name: 'Déconnexion sur tous les onglets',
        prerequisites: 'Deux onglets connectés.',
        steps: ['Se déconnecter dans un onglet.'],
        expected: 'L’autre onglet revient sur /login à sa prochaine action.',
        priority: 'important',
        automated: false,
      },
      {
        id: 'security-theme',
        name: 'Thème sombre et clavier',
        prerequisites: 'Aucun.',
        steps: [
          'Activer le mode sombre dans Réglages > Apparence.',
          'Parcourir un écran avec la touche Tab seulement.',
        ],
        expected: 'Textes lisibles, focus toujours visible, chaque action atteignable au clavier.',
        priority: 'normal',
        automated: true,
      },
    ],
  },
];

export const ALL_CASES: readonly (TestCase & { moduleId: string })[] = CHECKLIST.flatMap((module) =>
  module.cases.map((testCase) => ({ ...testCase, moduleId: module.id })),
);
