import type * as english from "../team.ts";
import type { TeamMember } from "../team.ts";
import type { Texts } from "../language.ts";
import { placeholder } from "../placeholder.ts";
import { draft } from "../translation-status.ts";
import { organisation } from "./organisation.ts";

export const translationStatus = draft("te/team.ts");

export const teamMeta: typeof english.teamMeta = {
  title: "మా నాయకత్వం",
  description: "ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలో గిరిజన, గ్రామీణ సముదాయాలతో మా పనిని ముందుండి నడిపించే వ్యక్తులు, మా మేనేజింగ్ డైరెక్టర్ సందేశం.",
};

export const teamBanner: typeof english.teamBanner = {
  eyebrow: "మేమెవరం",
  title: "మా నాయకత్వం",
  intro: "క్షేత్రస్థాయి అనుభవాన్నీ, మేము సేవ చేసే సముదాయాల పట్ల ఆపేక్షనూ కలగలిపిన అంకితభావం గల బృందం.",
};

export const teamHeading: typeof english.teamHeading = {
  eyebrow: "మా మనుషులు",
  title: "మా పని వెనుక ఉన్న బృందం",
  intro: "పొలాలు, అడవుల నుంచి తరగతి గదుల వరకు, గ్రామాల్లో మా పనిలో ఒక్కొక్క భాగాన్ని వీరిలో ఒక్కొక్కరు మోస్తున్నారు.",
};

const unnamed = "The specification names no team member; replace with the real person's details, in Telugu.";

function member(id: string, letter: string, details: Omit<TeamMember, "id" | "name">): TeamMember {
  return {
    id,
    name: placeholder(`te/team.${id}.name`, `బృంద సభ్యులు ${letter}`, unnamed),
    role: placeholder(`te/team.${id}.role`, details.role, unnamed),
    ...(details.qualification
      ? { qualification: placeholder(`te/team.${id}.qualification`, details.qualification, unnamed) }
      : {}),
    experience: placeholder(`te/team.${id}.experience`, details.experience, unnamed),
    biography: placeholder(`te/team.${id}.biography`, details.biography, unnamed),
  };
}

const managingDirector = member("managing-director", "A", {
  role: "మేనేజింగ్ డైరెక్టర్",
  qualification: "సోషల్ వర్క్‌లో పోస్ట్ గ్రాడ్యుయేషన్",
  experience: "గ్రామీణాభివృద్ధి, స్వచ్ఛంద సంస్థల నాయకత్వం",
  biography: `సంస్థకు నాయకత్వం వహిస్తూ, ${organisation.goal.year} నాటికి ${organisation.goal.lives} మందికి చేరువయ్యే దిశగా భాగస్వాములు, సముదాయాలతో కలిసి మా పనిని నడిపిస్తున్నారు.`,
});

export const teamMembers: typeof english.teamMembers = [
  managingDirector,
  member("programme-director", "B", {
    role: "ప్రోగ్రామ్ డైరెక్టర్",
    experience: "గ్రామీణాభివృద్ధి, సముదాయ కార్యక్రమాలు",
    biography: "ఆదిలాబాద్, నిర్మల్, ఆసిఫాబాద్‌లలో మా కార్యక్రమాలను పర్యవేక్షిస్తూ, ప్రతి గ్రామంలో అవి ఒకదానికొకటి తోడుగా నడిచేలా చూస్తారు.",
  }),
  member("livelihoods", "C", {
    role: "జీవనోపాధుల ప్రోగ్రామ్ మేనేజర్",
    qualification: "రూరల్ మేనేజ్‌మెంట్‌లో పోస్ట్ గ్రాడ్యుయేషన్",
    experience: "వ్యవసాయ, వ్యవసాయేతర జీవనోపాధులు",
    biography: "పాడి, పసుపు నుంచి మహిళల వ్యాపారాలు, రైతు సంఘాల వరకు మా వ్యవసాయ, వ్యవసాయేతర జీవనోపాధుల పనిని ముందుండి నడిపిస్తారు.",
  }),
  member("education", "D", {
    role: "విద్యా సమన్వయకర్త",
    experience: "పిల్లల చదువు, స్వచ్ఛంద సేవా కార్యక్రమాలు",
    biography: "స్వచ్ఛంద సేవకులు, భాగస్వామ్య పాఠశాలలతో గ్రామ విద్య కార్యక్రమాన్ని, విద్యార్థులకు కెరీర్ మార్గదర్శనాన్ని సమన్వయం చేస్తారు.",
  }),
  member("natural-resources", "E", {
    role: "సహజ వనరుల నిర్వహణ సమన్వయకర్త",
    qualification: "వ్యవసాయంలో డిగ్రీ",
    experience: "మొక్కల పెంపకం, అటవీ పనులు, నీటి సంరక్షణ",
    biography: "గ్రామ సముదాయాలతో కలిసి మొక్కలు నాటడం, మొక్కలకు మళ్లీ జీవం పోయడం, అడవుల, నీటి సంరక్షణ పనులను సమన్వయం చేస్తారు.",
  }),
  member("finance", "F", {
    role: "ఆర్థిక, పరిపాలన మేనేజర్",
    experience: "స్వచ్ఛంద సంస్థల ఆర్థిక వ్యవహారాలు, నిబంధనల పాలన",
    biography: "మాకు అందే ప్రతి రూపాయీ జాగ్రత్తగా వినియోగమై, సక్రమంగా లెక్క చూపేలా మా ఖాతాలను, రిజిస్ట్రేషన్లను సక్రమంగా ఉంచుతారు.",
  }),
];

const messageWhy =
  "The specification gives no text for this message; replace it with the Managing Director's own words, in Telugu.";

export const directorMessage: Texts<typeof english.directorMessage> = {
  eyebrow: "మా సముదాయాలతో కలిసి నడుస్తూ",
  title: "మేనేజింగ్ డైరెక్టర్ సందేశం",
  paragraphs: [
    placeholder(
      "te/team.directorMessage.1",
      `${organisation.founded}లో మేము ప్రారంభించినప్పుడు “అమ్మ” అని అర్థం వచ్చే పేరును ఎంచుకున్నాం, ఎందుకంటే అమ్మ కుటుంబం మొత్తాన్నీ చూసుకుంటుంది. ఇప్పటికీ మేము అలాగే పనిచేయడానికి ప్రయత్నిస్తున్నాం.`,
      messageWhy,
    ),
    placeholder(
      "te/team.directorMessage.2",
      "మేము ఎక్కువగా గర్వపడే మార్పు మా గ్రామాల మహిళలు, యువత, రైతులదే. నైపుణ్యాలతో, అండదండలతో, వారిని నమ్మే భాగస్వాములతో వారి పక్కన నిలబడటమే మా పాత్ర.",
      messageWhy,
    ),
    placeholder(
      "te/team.directorMessage.3",
      `${organisation.goal.year} నాటికి ${organisation.goal.lives} మందికి చేరువ కావాలని లక్ష్యంగా పెట్టుకున్నాం. ఈ ప్రయాణంలో మాతో కలిసి నడవమని మిమ్మల్ని ఆహ్వానిస్తున్నాను.`,
      messageWhy,
    ),
  ],
  author: managingDirector,
};
