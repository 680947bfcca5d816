import { Link, type LinkProps } from "react-router";
import { cn } from "#app/utils/cn.ts";
import { type ButtonVariants, buttonVariants } from "./button-variants.ts";

export { buttonVariants };

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
