/**
 * Types of the public schema for supabase-js, kept in step with supabase/migrations by hand
 * (`supabase gen types typescript --linked` produces the same shape against a hosted project).
 */
export type Database = {
  public: {
    Tables: {
      form_submissions: {
        Row: {
          id: string;
          created_at: string;
          name: string;
          email: string;
          message: string;
          handled_at: string | null;
          handled_by: string | null;
          submission_key: string | null;
        };
        Insert: {
          id?: string;
          created_at?: string;
          name: string;
          email: string;
          message: string;
          submission_key?: string | null;
        };
        /** Admins may change only handled_at; the database stamps the time and handled_by. */
        Update: { handled_at?: string | null };
        Relationships: [];
      };
      reviews: {
        Row: {
          id: string;
          created_at: string;
          name: string;
          rating: number;
          comment: string;
          approved: boolean;
          submission_key: string | null;
        };
        Insert: {
          id?: string;
          created_at?: string;
          name: string;
          rating: number;
          comment: string;
          approved?: boolean;
          submission_key?: string | null;
        };
        Update: {
          id?: string;
          created_at?: string;
          name?: string;
          rating?: number;
          comment?: string;
          approved?: boolean;
        };
        Relationships: [];
      };
      admin_users: {
        Row: { user_id: string; created_at: string };
        Insert: { user_id: string; created_at?: string };
        Update: { user_id?: string; created_at?: string };
        Relationships: [];
      };
      /** Staff e-mails to send, written by triggers with each submission; service role only. */
      notification_outbox: {
        Row: {
          id: number;
          created_at: string;
          kind: "submission" | "review";
          source_id: string;
          payload: { [key: string]: unknown };
          attempts: number;
          next_attempt_at: string;
          locked_until: string | null;
          sent_at: string | null;
          last_error: string | null;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
      /** Written only by triggers on the moderated tables; admins read it. */
      admin_audit: {
        Row: {
          id: number;
          created_at: string;
          actor_id: string | null;
          actor_email: string | null;
          action: string;
          target_table: string;
          target_id: string;
          target_label: string;
        };
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean };
      admin_list_form_submissions: {
        Args: AdminListArgs;
        Returns: Database["public"]["Tables"]["form_submissions"]["Row"][];
      };
      admin_list_reviews: {
        Args: AdminListArgs & { cursor_approved?: boolean | null };
        Returns: Database["public"]["Tables"]["reviews"]["Row"][];
      };
      /** One attempt of a client on a form, counted across every server instance (anon may call it). */
      consume_form_rate_limit: {
        Args: { form_name: string; client: string; max_attempts: number; window_seconds: number };
        Returns: boolean;
      };
      form_rate_limit_allows: {
        Args: { form_name: string; client: string; max_attempts: number; window_seconds: number };
        Returns: boolean;
      };
      claim_staff_notifications: {
        Args: { batch?: number; lease_seconds?: number };
        Returns: Database["public"]["Tables"]["notification_outbox"]["Row"][];
      };
      finish_staff_notification: {
        Args: { notification_id: number; error?: string | null };
        Returns: undefined;
      };
      admin_dashboard_counts: {
        Args: Record<PropertyKey, never>;
        Returns: { new_submissions: number; pending_reviews: number }[];
      };
      /** service_role only: ends every session (and refresh token) of the user; returns how many sessions. */
      revoke_user_sessions: { Args: { target: string }; Returns: number };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type AdminListArgs = {
  search?: string | null;
  status?: string | null;
  cursor_created_at?: string | null;
  cursor_id?: string | null;
  direction?: "older" | "newer";
  page_size?: number;
};

type Tables<T extends keyof Database["public"]["Tables"]> = Database["public"]["Tables"][T]["Row"];

export type Review = Tables<"reviews">;
export type FormSubmission = Tables<"form_submissions">;
