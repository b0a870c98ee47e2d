/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Declined_TitleInputs */

const en_notify_declined_title = /** @type {(inputs: Notify_Declined_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The host declined your request for ${i?.space}`)
};

const sw_notify_declined_title = /** @type {(inputs: Notify_Declined_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwenyeji amekataa ombi lako la ${i?.space}`)
};

/**
* | output |
* | --- |
* | "The host declined your request for {space}" |
*
* @param {Notify_Declined_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_title = /** @type {((inputs: Notify_Declined_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Declined_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_declined_title(inputs)
	return en_notify_declined_title(inputs)
});