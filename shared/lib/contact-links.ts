// tel:, mailto: and wa.me addresses built from the numbers written once in content/site.yaml.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export function whatsappHref(whatsappDigits: string, text?: string): string {
  const base = `https://wa.me/${whatsappDigits.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
