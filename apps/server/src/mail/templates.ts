import type { Language } from '@certamen/shared';

const RESET_TEXT: Record<Language, { subject: string; greeting: string; body: string; action: string; ignore: string }> = {
  it: {
    subject: 'Reimposta la password di Certamen',
    greeting: 'Ciao {name},',
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Certamen. Il link vale per un\'ora e si può usare una sola volta.',
    action: 'Reimposta la password',
    ignore: 'Se non hai chiesto tu di reimpostarla, ignora questa e-mail: la password resta quella di prima.',
  },
  en: {
    subject: 'Reset your Certamen password',
    greeting: 'Hi {name},',
    body: 'we received a request to reset the password of your Certamen account. The link works for one hour and only once.',
    action: 'Reset the password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it was.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Certamen',
    greeting: 'Bonjour {name},',
    body: 'nous avons reçu une demande de réinitialisation du mot de passe de votre compte Certamen. Le lien est valable une heure et une seule fois.',
    action: 'Réinitialiser le mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  es: {
    subject: 'Restablece tu contraseña de Certamen',
    greeting: 'Hola, {name}:',
    body: 'hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Certamen. El enlace es válido durante una hora y solo una vez.',
    action: 'Restablecer la contraseña',
    ignore: 'Si no lo has solicitado tú, ignora este correo: tu contraseña sigue siendo la misma.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(lang: Language, username: string, link: string) {
  const t = RESET_TEXT[lang];
  const greeting = t.greeting.replace('{name}', username);
  return {
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n\nCertamen`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p><p>Certamen</p>`,
  };
}
