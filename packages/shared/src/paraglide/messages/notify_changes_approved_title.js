/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Changes_Approved_TitleInputs */

const en_notify_changes_approved_title = /** @type {(inputs: Notify_Changes_Approved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your changes to ${i?.space} are live`)
};

const sw_notify_changes_approved_title = /** @type {(inputs: Notify_Changes_Approved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mabadiliko yako kwenye ${i?.space} sasa yanaonekana`)
};

/**
* | output |
* | --- |
* | "Your changes to {space} are live" |
*
* @param {Notify_Changes_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_approved_title = /** @type {((inputs: Notify_Changes_Approved_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Changes_Approved_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_changes_approved_title(inputs)
	return en_notify_changes_approved_title(inputs)
});