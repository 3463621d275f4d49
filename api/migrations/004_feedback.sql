create table feedback (
  id integer generated always as identity primary key,
  customer_id integer not null,
  member_id integer not null,
  account_id integer references accounts (id) on delete set null,
  feedback_type text not null check (feedback_type in ('service', 'quality', 'complaint', 'suggestion', 'other')),
  content text not null,
  contact text not null default '',
  status text not null default 'pending' check (status in ('pending', 'processing', 'replied')),
  reply text,
  reply_time timestamptz,
  created_at timestamptz not null,
  foreign key (member_id, customer_id) references members (id, customer_id)
);
create index feedback_member_created_idx on feedback (member_id, created_at desc, id desc);

-- A file used by a feedback cannot be deleted from under it (restrict).
create table feedback_images (
  feedback_id integer not null references feedback (id) on delete cascade,
  position smallint not null,
  file_id integer not null references uploaded_files (id) on delete restrict,
  primary key (feedback_id, position)
);
create index feedback_images_file_idx on feedback_images (file_id);
