/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_TriedInputs */

const en_mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone (maybe you) tried to create a Nafasi account with this address, which already has one.`)
};

const sw_mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu (labda wewe) amejaribu kufungua akaunti ya Nafasi kwa anwani hii, ambayo tayari ina akaunti.`)
};

/**
* | output |
* | --- |
* | "Someone (maybe you) tried to create a Nafasi account with this address, which already has one." |
*
* @param {Mail_Exists_TriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_tried = /** @type {((inputs?: Mail_Exists_TriedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_TriedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mail_exists_tried(inputs)
	return en_mail_exists_tried(inputs)
});