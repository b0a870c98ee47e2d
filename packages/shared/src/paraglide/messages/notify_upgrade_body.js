/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Upgrade_BodyInputs */

const en_notify_upgrade_body = /** @type {(inputs: Notify_Upgrade_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An owner upgrade request waits for your decision.`)
};

const sw_notify_upgrade_body = /** @type {(inputs: Notify_Upgrade_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi la kuwa mmiliki linasubiri uamuzi wako.`)
};

/**
* | output |
* | --- |
* | "An owner upgrade request waits for your decision." |
*
* @param {Notify_Upgrade_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_body = /** @type {((inputs?: Notify_Upgrade_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Upgrade_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_upgrade_body(inputs)
	return en_notify_upgrade_body(inputs)
});