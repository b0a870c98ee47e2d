/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, item: NonNullable<unknown>, cu: NonNullable<unknown>, signature: NonNullable<unknown> }} Etims_Mail_TextInputs */

const en_etims_mail_text = /** @type {(inputs: Etims_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`KRA's eTIMS has signed it: ${i?.amount} for ${i?.item}. CU invoice number ${i?.cu}; receipt signature ${i?.signature}. Scan the QR code, or open the link below, to check it on KRA's eTIMS.`)
};

const sw_etims_mail_text = /** @type {(inputs: Etims_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`eTIMS ya KRA imeitia saini: ${i?.amount} kwa ${i?.item}. Nambari ya ankara ya CU ${i?.cu}; saini ya risiti ${i?.signature}. Changanua msimbo wa QR, au fungua kiungo hapa chini, ili kuikagua kwenye eTIMS ya KRA.`)
};

/**
* | output |
* | --- |
* | "KRA's eTIMS has signed it: {amount} for {item}. CU invoice number {cu}; receipt signature {signature}. Scan the QR code, or open the link below, to check it ..." |
*
* @param {Etims_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_text = /** @type {((inputs: Etims_Mail_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Mail_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_mail_text(inputs)
	return en_etims_mail_text(inputs)
});