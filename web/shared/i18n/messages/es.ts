import type { Messages } from "./en";

// The spec's messages (en.ts) in neutral Latin-American Spanish, addressing the reader as
// "usted" (docs/languages.md). `satisfies Messages`: a key missing or extra fails the type check.

const networkError = "Error de red. Revise su conexión e inténtelo de nuevo.";
const signInCancelled = "Se canceló el inicio de sesión.";

export const es = {
  validation: {
    nameRequired: "El nombre es obligatorio",
    firstNameRequired: "El nombre es obligatorio",
    lastNameRequired: "El apellido es obligatorio",
    emailRequired: "El correo electrónico es obligatorio",
    emailInvalid: "El correo electrónico no es válido",
    emailAddressInvalid: "Ingrese un correo electrónico válido",
    passwordRequired: "La contraseña es obligatoria",
    passwordTooShort: "La contraseña debe tener al menos 8 caracteres",
    passwordTooWeak: "La contraseña debe contener mayúsculas, minúsculas y números",
    passwordsDiffer: "Las contraseñas no coinciden",
    termsRequired: "Debe aceptar los términos y condiciones",
    fieldRequired: "Este campo es obligatorio",
    phoneInvalid: "Ingrese un número de teléfono válido",
    patternMismatch: "Use el formato indicado",
  },
  authErrors: {
    "auth/email-already-in-use": "Ya existe una cuenta con este correo electrónico.",
    "auth/invalid-email": "Ingrese un correo electrónico válido.",
    "auth/weak-password": "La contraseña debe tener al menos 6 caracteres.",
    "auth/user-not-found": "No encontramos ninguna cuenta con este correo electrónico.",
    "auth/wrong-password": "La contraseña es incorrecta.",
    "auth/invalid-credential": "El correo electrónico o la contraseña son incorrectos.",
    "auth/user-disabled": "Esta cuenta está deshabilitada.",
    "auth/too-many-requests": "Demasiados intentos fallidos. Inténtelo de nuevo más tarde.",
    "auth/network-request-failed": networkError,
    "auth/popup-closed-by-user": signInCancelled,
    "auth/cancelled-popup-request": signInCancelled,
    "auth/popup-blocked":
      "El navegador bloqueó la ventana de inicio de sesión. Permita las ventanas emergentes para este sitio.",
    "auth/account-exists-with-different-credential":
      "Ya existe una cuenta con este correo electrónico, pero con otro método de inicio de sesión.",
  },
  failures: {
    signUp: "No se pudo crear la cuenta.",
    signIn: "No se pudo iniciar sesión.",
    google: "No se pudo iniciar sesión con Google.",
    reset: "No se pudo enviar el correo para restablecer la contraseña.",
    logout: "No se pudo cerrar la sesión.",
    profileUpdate: "No se pudo actualizar el perfil.",
  },
  success: {
    signUp: "¡Cuenta creada correctamente! Redirigiendo...",
    signIn: "¡Sesión iniciada correctamente! Redirigiendo...",
    reset: "¡Le enviamos un correo para restablecer su contraseña! Revise su bandeja de entrada.",
  },
  loading: "Cargando...",
  formats: {
    months: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    date: "{day} de {month} de {year}",
    monthYear: "{month} de {year}",
    shortMonths: "ene feb mar abr may jun jul ago sept oct nov dic",
    shortDay: "{day} {mon}",
    dateTime: "{day} {mon} {year}, {hour12}:{minute} {period}",
    dayPeriods: "a.m.|p.m.",
    periods: { month: "mes" },
  },
  leads: {
    chooseOne: "Elija una opción",
    sendFailed:
      "Lo sentimos, no pudimos enviar su mensaje. Sus datos siguen en el formulario; inténtelo de nuevo.",
    trapLabel: "Deje este campo vacío",
  },
  crawlerFiles: {
    llmsPages: "Páginas",
  },
} as const satisfies Messages;
