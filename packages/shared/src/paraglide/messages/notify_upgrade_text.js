/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, email: NonNullable<unknown> }} Notify_Upgrade_TextInputs */

const en_notify_upgrade_text = /** @type {(inputs: Notify_Upgrade_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} (${i?.email}) asked to list spaces on Nafasi. Approve or refuse the request under Approvals.`)
};

const sw_notify_upgrade_text = /** @type {(inputs: Notify_Upgrade_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} (${i?.email}) ameomba kuorodhesha maeneo kwenye Nafasi. Kubali au kataa ombi hilo chini ya Idhini.`)
};

/**
* | output |
* | --- |
* | "{who} ({email}) asked to list spaces on Nafasi. Approve or refuse the request under Approvals." |
*
* @param {Notify_Upgrade_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_text = /** @type {((inputs: Notify_Upgrade_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Upgrade_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_upgrade_text(inputs)
	return en_notify_upgrade_text(inputs)
});