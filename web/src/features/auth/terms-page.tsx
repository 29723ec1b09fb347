import { paths } from '../../lib/paths.ts';
import { LEGAL_UPDATED, LegalLayout, LegalSection } from './components/legal-layout.tsx';

/** « Conditions d'utilisation »: a prerendered public page, plain text and links. */
export function TermsPage() {
  return (
    <LegalLayout title="Conditions d'utilisation" updated={LEGAL_UPDATED}>
      <LegalSection title="Le service">
        <p>
          Foyer est un organiseur familial : un planning partagé, des listes, des mémos et des
          rappels pour les membres d'un même espace famille. Il est gratuit et sans publicité.
        </p>
      </LegalSection>
      <LegalSection title="Votre compte">
        <ul>
          <li>
            Un compte est personnel : il s'ouvre avec une adresse email et un mot de passe d'au
            moins 8 caractères, que vous gardez pour vous.
          </li>
          <li>
            Vous pouvez à tout moment modifier vos nom et mot de passe, voir et déconnecter vos
            appareils, exporter vos données et supprimer votre compte depuis « Mon compte ».
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Les espaces famille">
        <ul>
          <li>
            Ce que vous ajoutez à un espace (tâches, activités, listes, profils) est visible et
            modifiable par tous ses membres. N'y invitez que des personnes de confiance.
          </li>
          <li>
            Les administrateurs d'un espace peuvent le renommer, le supprimer, inviter, retirer
            l'accès d'un membre et nommer ou retirer d'autres administrateurs. Un espace garde
            toujours au moins un administrateur.
          </li>
          <li>
            Les profils des enfants sont créés par les adultes de l'espace, qui en sont
            responsables.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Usage acceptable">
        <p>
          N'utilisez pas Foyer pour stocker des contenus illicites, pour harceler quelqu'un ni pour
          tenter d'accéder aux données d'une autre famille. Les tentatives répétées (connexions,
          codes d'invitation, liens) sont limitées automatiquement.
        </p>
      </LegalSection>
      <LegalSection title="Disponibilité">
        <p>
          Foyer est fourni tel quel. Nous faisons de notre mieux pour qu'il reste disponible et que
          vos données soient conservées, mais une interruption reste possible : gardez une copie de
          ce qui compte avec « Exporter mes données ».
        </p>
      </LegalSection>
      <LegalSection title="Vos données">
        <p>
          Ce que Foyer conserve, où, combien de temps et qui peut le voir est décrit dans la{' '}
          <a href={paths.privacy}>politique de confidentialité</a>.
        </p>
      </LegalSection>
      <LegalSection title="Fin d'utilisation">
        <p>
          Vous pouvez quitter un espace ou supprimer votre compte quand vous le souhaitez, sans
          justification. Ces conditions peuvent évoluer ; la date en haut de cette page indique leur
          dernière modification.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
