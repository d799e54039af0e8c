import { useRef, type ComponentProps } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";
import { useReturnFocus } from "@/lib/focus/use-return-focus";
import { buttonVariants } from "./Button";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/**
 * A message that needs an answer before anything else (role="alertdialog"): it takes focus, is
 * announced with its title and description, and closes only through one of its own buttons or
 * Escape, never by a click outside. The accessible replacement for `window.alert`.
 */
export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  // Radix focuses a Cancel button; a message with only its action focuses that one.
  const focusAnswer = (event: Event) => {
    returnFocus.onOpenAutoFocus(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    content.current?.querySelector<HTMLElement>("[data-alert-cancel], [data-alert-action]")?.focus({ preventScroll: true });
  };
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-background p-6 text-foreground shadow-lg focus-visible:outline-none",
          className,
        )}
        {...props}
        ref={content}
        onOpenAutoFocus={focusAnswer}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/** The answer that dismisses the message (focused when the dialog opens). */
export function AlertDialogAction({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action data-alert-action="" className={cn(buttonVariants(), className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel data-alert-cancel="" className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}
