/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Etims_Mail_Subject_InvoiceInputs */

const en_etims_mail_subject_invoice = /** @type {(inputs: Etims_Mail_Subject_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your tax invoice ${i?.number} from Nafasi`)
};

const sw_etims_mail_subject_invoice = /** @type {(inputs: Etims_Mail_Subject_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ankara yako ya kodi ${i?.number} kutoka Nafasi`)
};

/**
* | output |
* | --- |
* | "Your tax invoice {number} from Nafasi" |
*
* @param {Etims_Mail_Subject_InvoiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_subject_invoice = /** @type {((inputs: Etims_Mail_Subject_InvoiceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Mail_Subject_InvoiceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_mail_subject_invoice(inputs)
	return en_etims_mail_subject_invoice(inputs)
});