/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Etims_Mail_Subject_CreditInputs */

const en_etims_mail_subject_credit = /** @type {(inputs: Etims_Mail_Subject_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your credit note ${i?.number} from Nafasi`)
};

const sw_etims_mail_subject_credit = /** @type {(inputs: Etims_Mail_Subject_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hati yako ya punguzo ${i?.number} kutoka Nafasi`)
};

/**
* | output |
* | --- |
* | "Your credit note {number} from Nafasi" |
*
* @param {Etims_Mail_Subject_CreditInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_subject_credit = /** @type {((inputs: Etims_Mail_Subject_CreditInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Mail_Subject_CreditInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_mail_subject_credit(inputs)
	return en_etims_mail_subject_credit(inputs)
});