import { Box, Button, Heading, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { LuCircleX, LuSend, LuTriangleAlert } from "react-icons/lu";
import { clearDraft, loadDraft, saveDraft } from "../../lib/contact-draft";
import { notify } from "../../lib/notify";
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  CONTACT_TOASTS,
  EMPTY_MESSAGE,
  HONEYPOT_FIELD,
  SUBJECT_PLACEHOLDER,
  normaliseMessage,
  sendContactMessage,
  validateContactMessage,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from "../../lib/contact-form";
import { NativeSelect } from "../common/native-select";
import { errorId, FormField } from "./form-field";

interface ContactFormProps {
  heading: string;
  note: string;
  endpoint: string;
}

const FIELD_IDS: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  subject: "contact-subject",
  message: "contact-message",
};

// The form's own definition, like the subject list in src/lib/contact-form.ts.
const LABELS: Record<ContactField, string> = {
  name: "Full Name",
  email: "Email Address",
  subject: "Subject",
  message: "Message",
};
const SUBMIT_LABEL = "Send Message";
const SENDING_LABEL = "Sending...";

export function ContactForm({ heading, note, endpoint }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // State updates land after the event, so a fast double click could pass a `sending` check twice.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const refocusSubmit = useRef(false);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});

  useEffect(() => {
    // Without JavaScript the browser checks the fields and posts the form itself; with it, the
    // messages below take over so they read the same in every browser.
    if (formRef.current) formRef.current.noValidate = true;
    const draft = loadDraft();
    // The draft lives in this browser only: restored after hydration so the page matches its HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft);
  }, []);

  useEffect(() => {
    // A disabled button drops focus; give it back so keyboard users stay where they were.
    if (!sending && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitRef.current?.focus();
    }
  }, [sending]);

  const update =
    (field: ContactField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      saveDraft(next);
      // Once a message is showing, it goes away as soon as the value is right.
      if (errors[field]) setErrors({ ...errors, [field]: validateField(field, next) });
    };

  const succeed = () => {
    setValues(EMPTY_MESSAGE);
    setErrors({});
    clearDraft();
    void notify("success", CONTACT_TOASTS.sent);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;

    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }

    // Bots fill every field; people never see this one. Act as if it worked, send nothing.
    if (honeypotRef.current?.value) {
      honeypotRef.current.value = "";
      succeed();
      return;
    }

    sendingRef.current = true;
    refocusSubmit.current =
      document.activeElement === submitRef.current || document.activeElement === document.body;
    setSending(true);
    const result = await sendContactMessage(endpoint, normaliseMessage(values));
    sendingRef.current = false;
    setSending(false);

    if (result.status === "ok") {
      succeed();
    } else if (result.status === "failed") {
      void notify("error", CONTACT_TOASTS.failed, {
        icon: (
          <LuCircleX
            aria-hidden
            size={20}
            color="var(--toastify-icon-color-error)"
            data-icon="cross"
          />
        ),
      });
    } else {
      console.error("Contact form: the message could not be sent.", result.error);
      void notify("error", CONTACT_TOASTS.networkError, {
        icon: (
          <LuTriangleAlert
            aria-hidden
            size={20}
            color="var(--toastify-icon-color-warning)"
            data-icon="warning"
          />
        ),
      });
    }
  };

  const controlProps = (field: ContactField) => ({
    id: FIELD_IDS[field],
    name: field,
    required: true,
    value: values[field],
    onChange: update(field),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(FIELD_IDS[field]) : undefined,
  });

  return (
    <Box
      as="section"
      aria-labelledby="contact-form-heading"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: "5", md: "8" }}
    >
      <Heading
        as="h2"
        id="contact-form-heading"
        fontSize={{ base: "2xl", md: "3xl" }}
        color="fg"
      >
        {heading}
      </Heading>
      <Text mt="2" color="fg.muted" fontSize="sm">
        {note}
      </Text>

      <form ref={formRef} action={endpoint} method="post" onSubmit={onSubmit}>
        <Stack gap="5" mt="6" position="relative">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField id={FIELD_IDS.name} label={LABELS.name} error={errors.name}>
              <Input
                size="lg"
                {...controlProps("name")}
                ref={(node) => {
                  fieldRefs.current.name = node;
                }}
                type="text"
                autoComplete="name"
              />
            </FormField>
            <FormField id={FIELD_IDS.email} label={LABELS.email} error={errors.email}>
              <Input
                size="lg"
                {...controlProps("email")}
                ref={(node) => {
                  fieldRefs.current.email = node;
                }}
                type="email"
                autoComplete="email"
                inputMode="email"
              />
            </FormField>
          </SimpleGrid>

          <FormField id={FIELD_IDS.subject} label={LABELS.subject} error={errors.subject}>
            <NativeSelect
              {...controlProps("subject")}
              ref={(node: HTMLSelectElement | null) => {
                fieldRefs.current.subject = node;
              }}
              color={values.subject ? "fg" : "fg.muted"}
            >
              <option value="">{SUBJECT_PLACEHOLDER}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <FormField id={FIELD_IDS.message} label={LABELS.message} error={errors.message}>
            <Textarea
              size="lg"
              {...controlProps("message")}
              ref={(node) => {
                fieldRefs.current.message = node;
              }}
              rows={5}
              resize="vertical"
            />
          </FormField>

          {/* The honeypot: off screen, skipped by Tab and hidden from screen readers. */}
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
            <label htmlFor="contact-website">Leave this field empty</label>
            <input
              ref={honeypotRef}
              id="contact-website"
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </Box>

          <Box>
            <Button
              ref={submitRef}
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
              {sending ? SENDING_LABEL : SUBMIT_LABEL}
              {!sending && <LuSend aria-hidden focusable={false} />}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
