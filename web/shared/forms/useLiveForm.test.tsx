import { waitFor } from "@testing-library/react";
import { act } from "react";
import { expect, test, vi } from "vitest";
import { prerenderedPage } from "./testing";
import { useFormState, type FormMessage } from "./useFormState";

type Values = { name: string; agree: boolean };

function SignUpLike({ send }: { send: (values: Values) => void }) {
  const form = useFormState<Values>({
    initial: { name: "", agree: false },
    validate: (values) => (values.name ? {} : { name: "Name is required" }),
    submit: async (values): Promise<FormMessage> => {
      send(values);
      return { text: `Sent for ${values.name}`, kind: "success" };
    },
    failure: () => "Failed",
  });
  return (
    <form noValidate {...form.formProps}>
      <input aria-label="Name" {...form.field("name")} />
      {form.errors.name ? <p>{form.errors.name}</p> : null}
      <input
        aria-label="Agree"
        type="checkbox"
        name="agree"
        checked={form.values.agree}
        onChange={form.onChange}
      />
      <button type="submit">Send</button>
      <p role="status">{form.message?.text}</p>
    </form>
  );
}

const page = prerenderedPage();

function prerender() {
  const container = page.prerender(<SignUpLike send={() => {}} />);
  const form = container.querySelector("form")!;
  const name = container.querySelector<HTMLInputElement>('[name="name"]')!;
  const agree = container.querySelector<HTMLInputElement>('[name="agree"]')!;
  const button = container.querySelector("button")!;
  return { form, name, agree, button };
}

const hydrate = (send: (values: Values) => void) => page.hydrate(<SignUpLike send={send} />);

test("the prerendered form has method=dialog: the browser itself never sends it", () => {
  const { form } = prerender();
  expect(form.getAttribute("method")).toBe("dialog");
});

test("a submission before hydration is held, shown busy, then sent once with what was typed", async () => {
  const { form, name, agree, button } = prerender();
  name.value = "Ada";
  agree.checked = true;
  const reachedPage = vi.fn();
  document.addEventListener("submit", reachedPage);
  button.click();
  document.removeEventListener("submit", reachedPage);
  expect(reachedPage).not.toHaveBeenCalled();
  expect(form.getAttribute("aria-busy")).toBe("true");

  const send = vi.fn();
  await hydrate(send);
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(send).toHaveBeenCalledWith({ name: "Ada", agree: true });
  await waitFor(() =>
    expect(page.container().querySelector('[role="status"]')?.textContent).toBe("Sent for Ada"),
  );
  expect(form.hasAttribute("aria-busy")).toBe(false);
  expect(name.value).toBe("Ada");
});

test("values typed before hydration are the form's values afterwards, and nothing is sent by itself", async () => {
  const { name, button } = prerender();
  name.value = "Grace";
  const send = vi.fn();
  await hydrate(send);
  expect(send).not.toHaveBeenCalled();
  expect(name.value).toBe("Grace");
  await act(async () => button.click());
  await waitFor(() => expect(send).toHaveBeenCalledWith({ name: "Grace", agree: false }));
});

test("a held submission that fails the field rules shows the errors and keeps the values", async () => {
  const { name, agree, button } = prerender();
  agree.checked = true;
  button.click();
  const send = vi.fn();
  await hydrate(send);
  await waitFor(() => expect(page.container().textContent).toContain("Name is required"));
  expect(send).not.toHaveBeenCalled();
  expect(agree.checked).toBe(true);
  expect(name.value).toBe("");
});
