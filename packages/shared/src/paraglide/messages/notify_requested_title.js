/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Requested_TitleInputs */

const en_notify_requested_title = /** @type {(inputs: Notify_Requested_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your request for ${i?.space} is with the host`)
};

const sw_notify_requested_title = /** @type {(inputs: Notify_Requested_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ombi lako la ${i?.space} liko kwa mwenyeji`)
};

/**
* | output |
* | --- |
* | "Your request for {space} is with the host" |
*
* @param {Notify_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_requested_title = /** @type {((inputs: Notify_Requested_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Requested_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_requested_title(inputs)
	return en_notify_requested_title(inputs)
});