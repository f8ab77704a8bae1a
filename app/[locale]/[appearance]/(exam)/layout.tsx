/** Tests take the whole screen: nothing else to look at or click by mistake. */
export default function ExamLayout({ children }: LayoutProps<'/[locale]/[appearance]'>) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-3 py-6 sm:px-6 sm:py-10">
      {children}
    </main>
  );
}
