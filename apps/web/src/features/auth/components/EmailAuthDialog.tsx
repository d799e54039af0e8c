import { useState } from "react";
import { Mail } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/Dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { PATHS } from "@/config/paths";
import { returnFocus, type EmailTab } from "../auth-dialogs";
import { useFinishSignIn } from "../hooks/use-finish-sign-in";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { SignupForm } from "./SignupForm";

export interface EmailAuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: EmailTab;
  onTabChange: (tab: EmailTab) => void;
}

function isEmailTab(value: string): value is EmailTab {
  return value === "login" || value === "signup";
}

/** SPEC 2's e-mail auth dialog: log in or sign up, with a way back in for a forgotten password. */
export function EmailAuthDialog({ open, onOpenChange, tab, onTabChange }: EmailAuthDialogProps) {
  const [forgotPassword, setForgotPassword] = useState(false);
  const finishSignIn = useFinishSignIn();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5" />
            Log in or sign up
          </DialogTitle>
          <DialogDescription>Use your e-mail and a password. You can connect a wallet afterwards.</DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (isEmailTab(value)) onTabChange(value);
          }}
        >
          <TabsList aria-label="Account">
            <TabsTrigger value="login">Log in</TabsTrigger>
            <TabsTrigger value="signup">Sign up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            {forgotPassword ? (
              <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
            ) : (
              <LoginForm
                onForgotPassword={() => setForgotPassword(true)}
                onLoggedIn={(response) => {
                  onOpenChange(false);
                  finishSignIn(response);
                }}
              />
            )}
          </TabsContent>
          <TabsContent value="signup">
            <SignupForm
              onSignedUp={(response) => {
                onOpenChange(false);
                // Sign-up goes on to the wallet step of /register (SPEC 4: account → wallet → tier).
                finishSignIn(response, { navigateTo: PATHS.register, announce: false });
              }}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
