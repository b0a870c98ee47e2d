/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Mail_OpenInputs */

const en_etims_mail_open = /** @type {(inputs: Etims_Mail_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the invoice`)
};

const sw_etims_mail_open = /** @type {(inputs: Etims_Mail_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua ankara`)
};

/**
* | output |
* | --- |
* | "Open the invoice" |
*
* @param {Etims_Mail_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_mail_open = /** @type {((inputs?: Etims_Mail_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Mail_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_mail_open(inputs)
	return en_etims_mail_open(inputs)
});