import { Box, Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { memo, type ReactNode, type Ref } from "react";
import type { IconType } from "react-icons";
import { LuCircleX, LuSend, LuTriangleAlert } from "react-icons/lu";
import { useContactForm } from "../../hooks/use-contact-form";
import { useFieldError } from "../../hooks/use-field-error";
import type { FieldErrors } from "../../lib/field-errors";
import { useStrings } from "../../hooks/use-strings";
import type { UiStrings } from "../../../shared/i18n/strings";
import { notify } from "../layout/notify";
import {
  CONTACT_SUBJECTS,
  HONEYPOT_FIELD,
  type ContactField,
  type SendResult,
} from "../../../shared/lib/contact-form";
import { NativeSelect } from "../common/native-select";
import { PanelSection } from "../common/panel";
import { T, type ContentText } from "../common/t";
import { errorId, FormField } from "./form-field";
import { Input, Textarea } from "../common/text-input";

interface ContactFormProps {
  heading: ContentText;
  note: ContentText;
  endpoint: string;
}

const FIELD_IDS: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  subject: "contact-subject",
  message: "contact-message",
};

const toastIcon = (Icon: IconType, kind: "error" | "warning", name: string) => (
  <Icon aria-hidden size={20} color={`var(--toastify-icon-color-${kind})`} data-icon={name} />
);

// How each send ended, told in a toast in the page's language.
const toastResult = (toasts: UiStrings["contact"]["toasts"]) => (result: SendResult) => {
  if (result.status === "ok") {
    void notify("success", toasts.sent);
  } else if (result.status === "failed") {
    void notify("error", toasts.failed, { icon: toastIcon(LuCircleX, "error", "cross") });
  } else {
    console.error("Contact form: the message could not be sent.", result.error);
    void notify("error", toasts.networkError, {
      icon: toastIcon(LuTriangleAlert, "warning", "warning"),
    });
  }
};

// The panel, its heading and its note never change: only the form below them renders again as the
// visitor types, and only the fields' messages when a send finds errors.
export function ContactForm({ heading, note, endpoint }: ContactFormProps) {
  return (
    <PanelSection headingId="contact-form-heading" heading={heading}>
      <T text={note} mt="2" color="fg.muted" fontSize="sm" />
      <ContactFormBody endpoint={endpoint} />
    </PanelSection>
  );
}

function ContactFormBody({ endpoint }: { endpoint: string }) {
  const words = useStrings().contact;
  const LABELS = words.labels;
  const { values, errors, sending, formRef, submitRef, honeypotRef, onSubmit, fieldProps } =
    useContactForm(endpoint, toastResult(words.toasts), words.errors);
  const field = (name: ContactField) => fieldProps(name, FIELD_IDS[name]);

  return (
    <form ref={formRef} action={endpoint} method="post" onSubmit={onSubmit}>
      <Stack gap="5" mt="6" position="relative">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactFormField field="name" label={LABELS.name} errors={errors}>
            <Input size="lg" {...field("name")} type="text" autoComplete="name" />
          </ContactFormField>
          <ContactFormField field="email" label={LABELS.email} errors={errors}>
            <Input
              size="lg"
              {...field("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </ContactFormField>
        </SimpleGrid>

        <ContactFormField field="subject" label={LABELS.subject} errors={errors}>
          {/* The placeholder's muted colour by attribute: a class of its own would be inserted on
              the first choice, and its @layer rule re-lays out the whole page during the tap. */}
          <NativeSelect
            {...field("subject")}
            data-empty={values.subject ? undefined : ""}
            color="fg"
            css={{ "&[data-empty]": { color: "fg.muted" } }}
          >
            <option value="">{words.subjectPlaceholder}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {words.subjects[subject]}
              </option>
            ))}
          </NativeSelect>
        </ContactFormField>

        <ContactFormField field="message" label={LABELS.message} errors={errors}>
          <Textarea size="lg" {...field("message")} rows={5} resize="vertical" />
        </ContactFormField>

        <Honeypot label={words.honeypot} inputRef={honeypotRef} />

        <SendButton
          buttonRef={submitRef}
          sending={sending}
          label={sending ? words.sending : words.submit}
        />
      </Stack>
    </form>
  );
}

// One field with its label and, while its value is wrong, its message: the only part a send that
// finds errors renders (its control, made by the form above, is the same element, not rendered
// again).
function ContactFormField({
  field,
  label,
  errors,
  children,
}: {
  field: ContactField;
  label: string;
  errors: FieldErrors<ContactField>;
  children: ReactNode;
}) {
  const id = FIELD_IDS[field];
  const error = useFieldError(errors, field, id, errorId(id));
  return (
    <FormField id={id} label={label} error={error}>
      {children}
    </FormField>
  );
}

const SEND_ICON = <LuSend aria-hidden focusable={false} />;

// Memoised, as is the honeypot: a key typed renders every field again, not these.
const SendButton = memo(function SendButton({
  buttonRef,
  sending,
  label,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  sending: boolean;
  label: string;
}) {
  return (
    <Box>
      <Button
        ref={buttonRef}
        type="submit"
        size="lg"
        w={{ base: "full", md: "auto" }}
        px="8"
        bg="accent.solid"
        color="accent.contrast"
        _hover={{ bg: "accent.hover" }}
        disabled={sending}
        _disabled={{ opacity: 0.75, cursor: "progress" }}
      >
        {label}
        {!sending && SEND_ICON}
      </Button>
    </Box>
  );
});

// The honeypot: off screen, skipped by Tab and hidden from screen readers.
const Honeypot = memo(function Honeypot({
  label,
  inputRef,
}: {
  label: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      w="1px"
      h="1px"
      overflow="hidden"
      clip="rect(0 0 0 0)"
      whiteSpace="nowrap"
      data-testid="honeypot"
    >
      <label htmlFor="contact-website">{label}</label>
      <input
        ref={inputRef}
        id="contact-website"
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
});
