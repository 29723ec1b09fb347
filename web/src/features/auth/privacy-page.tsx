import { paths } from '../../lib/paths.ts';
import { LEGAL_UPDATED, LegalLayout, LegalSection } from './components/legal-layout.tsx';

/**
 * « Politique de confidentialité »: a prerendered public page. What it says follows db/schema.ts,
 * docs/security.md, the purge of worker/cron/purge.ts and docs/decisions/018-account-deletion.md:
 * change it with them.
 */
export function PrivacyPage() {
  return (
    <LegalLayout title="Politique de confidentialité" updated={LEGAL_UPDATED}>
      <WhatIsKept />
      <WhereAndHowLong />
      <WhoSeesAndYourRights />
    </LegalLayout>
  );
}

/** What the database keeps of an account and its spaces. */
function WhatIsKept() {
  return (
    <LegalSection title="Ce que Foyer conserve">
      <ul>
        <li>
          <strong>Votre compte :</strong> prénom, nom, adresse email, la date de confirmation de
          l'adresse, et votre mot de passe sous une forme chiffrée (Argon2id) qui ne permet pas de
          le retrouver.
        </li>
        <li>
          <strong>Vos connexions :</strong> pour chaque appareil connecté, le navigateur et le
          système (lus dans l'en-tête du navigateur), la date de dernière utilisation et un jeton de
          session stocké haché.
        </li>
        <li>
          <strong>Vos espaces famille :</strong> leur nom et fuseau horaire, leurs membres, les
          profils (prénom, avatar, rôle, couleur), les invitations, les tâches et activités avec
          leurs mémos et leurs coches « Fait », les listes et leurs éléments, vos mémos, vos
          notifications, vos abonnements au calendrier et aux notifications push.
        </li>
        <li>
          <strong>La sécurité :</strong> des compteurs de tentatives (connexions, emails, codes),
          par adresse email ou adresse IP, le temps de leur fenêtre.
        </li>
      </ul>
      <p>Foyer n'utilise ni publicité, ni traceur, ni outil de mesure d'audience.</p>
    </LegalSection>
  );
}

function WhereAndHowLong() {
  return (
    <>
      <LegalSection title="Où">
        <p>
          Les données sont stockées dans une base Cloudflare D1 et servies par Cloudflare Workers.
          Les emails (confirmation, réinitialisation) passent par un service d'envoi d'emails ; les
          notifications push par le service de votre navigateur (Google, Apple, Mozilla), qui ne
          reçoit qu'un message chiffré. Votre appareil garde une copie de ce qu'il affiche pour
          fonctionner hors ligne ; elle est effacée à la déconnexion.
        </p>
      </LegalSection>
      <LegalSection title="Combien de temps">
        <ul>
          <li>Votre compte et vos espaces : tant que vous ne les supprimez pas.</li>
          <li>
            Une connexion : 30 jours avec « Rester connecté », 12 heures sinon ; effacée au plus
            tard une semaine après sa fin.
          </li>
          <li>
            Les liens envoyés par email : 24 heures (confirmation) ou 30 minutes (réinitialisation),
            puis effacés.
          </li>
          <li>Les notifications lues : 90 jours.</li>
          <li>Les conflits marqués « C'est voulu » : jusqu'à deux jours après leur date.</li>
          <li>Les compteurs de tentatives : le temps de leur fenêtre (de 15 minutes à 1 heure).</li>
        </ul>
      </LegalSection>
    </>
  );
}

function WhoSeesAndYourRights() {
  return (
    <>
      <LegalSection title="Qui peut les voir">
        <ul>
          <li>
            Les membres d'un espace voient ce qui est dans cet espace ; vos mémos et vos
            notifications ne sont qu'à vous. Aucune autre famille n'y a accès.
          </li>
          <li>
            Une adresse d'abonnement au calendrier donne le planning à qui la connaît : ne la
            partagez qu'avec soin, vous pouvez la révoquer.
          </li>
          <li>Nous ne vendons ni ne cédons vos données à personne.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Exporter et effacer">
        <ul>
          <li>
            « Exporter mes données » (dans « Mon compte ») télécharge un fichier JSON de votre
            compte et de vos espaces, avec le planning au format iCalendar.
          </li>
          <li>
            « Supprimer mon compte » efface aussitôt votre compte, vos connexions, vos mémos et vos
            notifications. Les tâches, listes et profils que vous avez créés dans un espace partagé
            restent à votre famille ; un espace dont vous êtes le seul membre est supprimé avec tout
            son contenu.
          </li>
          <li>
            Les deux sont possibles sans espace famille. Vous pouvez aussi corriger vos nom et
            prénom à tout moment.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement et de portabilité de vos
          données (RGPD), que Foyer vous permet d'exercer vous-même comme décrit ci-dessus. Voir
          aussi les <a href={paths.terms}>conditions d'utilisation</a>.
        </p>
      </LegalSection>
    </>
  );
}
