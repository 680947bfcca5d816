import { useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { donateLink, headerNavigation, isNavGroup, type NavGroup } from "#app/content/navigation.ts";
import { cn } from "#app/utils/cn.ts";
import { ChevronIcon, CloseIcon, MenuIcon } from "./icons.tsx";
import { buttonVariants } from "./ui/button.tsx";

const rowClass =
  "flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-lg font-semibold text-ink transition-colors hover:bg-forest-50 aria-[current=page]:text-forest-700";

/**
 * The small-screen menu: a toggle opens a stacked list whose three groups expand one at a time;
 * choosing the open group closes it (§4). Escape closes the menu and returns focus to the toggle.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <div
      className={className}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-full text-forest-800 transition-colors hover:bg-forest-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-line bg-cream px-5 pt-4 pb-10"
      >
        <ul className="mx-auto flex max-w-xl flex-col gap-1">
          {headerNavigation.map((item) =>
            isNavGroup(item) ? (
              <MenuGroup
                key={item.id}
                group={item}
                expanded={openGroup === item.id}
                onToggle={() => setOpenGroup(openGroup === item.id ? null : item.id)}
                onNavigate={close}
              />
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={close} className={rowClass}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
          <li className="mt-4">
            <NavLink
              to={donateLink.to}
              onClick={close}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "w-full")}
            >
              {donateLink.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function MenuGroup({
  group,
  expanded,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={cn(rowClass, expanded && "bg-forest-50 text-forest-800")}
      >
        {group.label}
        <ChevronIcon
          direction="down"
          className={cn(
            "size-5 transition-transform motion-reduce:transition-none",
            expanded && "rotate-180",
          )}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 mb-2 ml-4 border-l-2 border-turmeric-400 pl-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink-muted transition-colors hover:bg-forest-50 hover:text-forest-800 aria-[current=page]:font-semibold aria-[current=page]:text-forest-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
