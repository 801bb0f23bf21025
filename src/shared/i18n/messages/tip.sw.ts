import type { tipMessagesEn } from './tip';

/** Bakshishi baada ya huduma, kwa Kiswahili. */
export const tipMessagesSw: Record<keyof typeof tipMessagesEn, string> = {
  'tip.amountInvalid': 'Weka bakshishi kwa shilingi kamili, kuanzia Ksh 50 hadi Ksh 20,000.',
  'tip.notVisited': 'Bakshishi hutolewa baada ya mtoa huduma kuthibitisha kuwa huduma imekamilika.',
  'tip.tooLate': 'Bakshishi hutolewa ndani ya siku 30 baada ya huduma.',
  'tip.already': 'Umeshatoa bakshishi kwa huduma hii. Asante!',
  'tip.asked': 'Angalia simu yako: weka PIN yako ya M-Pesa ili kutuma bakshishi.',
  'tip.title': 'Toa bakshishi',
  'tip.lead': 'Yote humfikia mtoa huduma, pamoja na malipo yake yajayo.',
  'tip.amount': 'Bakshishi (Ksh)',
  'tip.phone': 'Nambari ya M-Pesa',
  'tip.send': 'Tuma bakshishi',
  'tip.paid': 'Umetoa bakshishi ya {amount}. Asante!',
  'tip.waiting': 'Bakshishi ya {amount}: inasubiri PIN yako ya M-Pesa.',
  'tip.received': 'Bakshishi: {amount}',
  'money.lineTip': 'Bakshishi ya miadi #{booking}',
  'insights.tips': 'Bakshishi',
};
